import Testing

@testable import DLCCommandLine

struct NewRequestTests {
  @Test func anAppIsReadWithItsFolderAndDLC() throws {
    let request = try NewRequest(parsing: ["app", "Shop", "--at", "/tmp", "--dlc=../dlc"])
    #expect(request.kind == .app(folder: "/tmp", dlc: "../dlc"))
    #expect(request.name == "Shop")
    #expect(!request.isDryRun)
  }

  @Test func aSceneIsReadWithItsActAndFlags() throws {
    let request = try NewRequest(
      parsing: ["scene", "Shelf", "--act", "Act1", "--modal", "--with-server", "--dry-run"])
    #expect(request.kind == .scene(act: "Act1", isModal: true, withServer: true))
    #expect(request.name == "Shelf")
    #expect(request.isDryRun)
  }

  @Test func anActIsReadWithWhatItFollowsAndCarries() throws {
    let request = try NewRequest(
      parsing: ["act", "Checkout", "--after", "Act1", "--carrying", "Cart"])
    #expect(request.kind == .act(after: "Act1", carrying: "Cart"))
  }

  @Test func aSignedInActIsReadWithItsFlag() throws {
    let request = try NewRequest(
      parsing: ["act", "Library", "--after", "Act1", "--carrying", "Reader", "--signed-in"])
    #expect(request.kind == .act(after: "Act1", carrying: "Reader", signedIn: true))
  }

  @Test(arguments: [
    ([], "'new' needs what to make: app, scene or act"),
    (["sene", "X"], "'new' makes an app, a scene or an act, not 'sene'; did you mean 'scene'?"),
    (["scene", "X"], "'new scene' needs the act: --act ACT"),
    (["scene"], "'new scene' needs a NAME"),
    (["scene", "X", "--act"], "'--act' needs a value"),
    (["app", "X", "--modal"], "'new app' takes no option '--modal'"),
    (
      ["act", "X", "--after", "Act1"], "'new act' needs the type handed over to it: --carrying TYPE"
    ),
    (["scene", "X", "Y", "--act", "A"], "unexpected 'Y' after the name"),
  ])
  func aBadRequestSaysWhatIsMissing(arguments: [String], message: String) {
    #expect(throws: UsageError(message: message, command: "new")) {
      try NewRequest(parsing: arguments)
    }
  }
}
