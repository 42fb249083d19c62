import Testing

@testable import DLCWeb

struct WebInputTests {
  @Test(arguments: [
    "tap signIn", "type email \"a b\"", "select results 2", "toggle wifi", "choose order Name",
    "tab Favorites", "back", "open atlas://favorites",
  ])
  func acceptsAnInput(_ line: String) {
    #expect(WebInput.isInput(line))
  }

  @Test(arguments: [
    "expect screen has x", "state", "quit", "exit", "wait 1s", "show", "scenes", "help", "",
    "tap a\nquit",
  ])
  func refusesAnythingElse(_ line: String) {
    #expect(!WebInput.isInput(line))
  }
}
