import Testing

@testable import DLCCommandLine

@MainActor
struct ExplorerTests {
  @Test func anEdgeIsLabelledWithTheCommandWithoutRowNumbersOrTypedText() {
    #expect(Explorer.label(of: "select results 7") == "select results N")
    #expect(Explorer.label(of: #"type query "Zürich""#) == "type query")
    #expect(Explorer.label(of: "tap signIn") == "tap signIn")
    #expect(Explorer.label(of: "back") == "back")
  }
}
