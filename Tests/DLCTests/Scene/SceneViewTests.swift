import DLC
import Testing

@MainActor
@Suite struct SceneViewTests {
  @Test func findsTopLevelAndNestedElementsById() {
    let view = SampleView()
    #expect(view.element(withID: "save") === view.save)
    #expect(view.element(withID: "note") === view.note)
    #expect(view.element(withID: "missing") == nil)
  }

  @Test func buildsTheRootFromTheBodyInOrder() {
    #expect(
      SampleView().root.children.map(\.id) == [
        "title", "name", "secret", "save", "items", "footer",
      ])
  }
}
