import DLC
import Testing

@MainActor
@Suite struct VerticalStackTests {
  @Test func addAppendsBelowAndRemoveTakesOut() {
    let first = Label(id: "first")
    let second = Label(id: "second")
    let stack = VerticalStack(id: "stack", children: [first])
    stack.add(second)
    #expect(stack.children.map(\.id) == ["first", "second"])
    stack.remove(first)
    #expect(stack.children.map(\.id) == ["second"])
  }
}
