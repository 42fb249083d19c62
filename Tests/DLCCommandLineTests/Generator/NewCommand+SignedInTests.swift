import Foundation
import Testing

@testable import DLCCommandLine

/// `new act --signed-in` on an application `new app` wrote: the handover through a sign-in,
/// and links that reach the act only through it.
struct NewCommandSignedInTests {
  let package: URL

  init() throws {
    let parent = FileManager.default.temporaryDirectory
      .appendingPathComponent("NewCommandSignedInTests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
    try Self.run(["app", "Shop", "--dlc", "https://example.com/DLC.git"], in: parent)
    package = parent.appendingPathComponent("Shop", isDirectory: true)
  }

  private static func run(_ arguments: [String], in folder: URL) throws {
    let request = try NewRequest(parsing: arguments)
    _ = try NewCommand(request: request, terminal: Terminal(), folder: folder).makePlan().apply()
  }

  private func run(_ arguments: [String]) throws {
    try Self.run(arguments, in: package)
  }

  private func read(_ path: String) throws -> String {
    try String(contentsOf: package.appendingPathComponent(path), encoding: .utf8)
  }

  private func removePackage() {
    try? FileManager.default.removeItem(at: package.deletingLastPathComponent())
  }

  /// Each route of `AppLinks`: its path, and the code that builds its destination.
  private func routes() throws -> [(path: String, building: String)] {
    let links = try read("Sources/ShopScenes/AppLinks.swift")
    let pieces = links.components(separatedBy: "DeepLinkRoute(\"").dropFirst()
    return pieces.map { piece in
      let path = String(piece.prefix { $0 != "\"" })
      let building = piece.components(separatedBy: "DeepLinkRoute").first ?? piece
      return (path, building.components(separatedBy: "])").first ?? building)
    }
  }

  @Test func theFirstSceneOfTheActIsNotRemovedWhileTheSignInOpensIt() throws {
    defer { removePackage() }
    try run(["act", "Library", "--after", "Act1", "--carrying", "Reader", "--signed-in"])
    let request = try NewRequest(changing: "remove", parsing: ["scene", "LibraryHome"])

    #expect {
      _ = try NewCommand(request: request, terminal: Terminal(), folder: package).makePlan()
    } throws: { error in
      (error as? GenerationError)?.message.contains("SignIn/Core/SignIn.swift:") == true
    }
  }

  @Test func anActAfterTheSignedInActIsRefusedSinceNoLinkCouldReachIt() throws {
    defer { removePackage() }
    try run(["act", "Library", "--after", "Act1", "--carrying", "Reader", "--signed-in"])

    #expect(
      throws: GenerationError(
        "'Library' is signed in, and no link could reach an act after it: add the scenes to "
          + "Library, or the act after an act that is not signed in")
    ) {
      try run(["act", "Checkout", "--after", "Library", "--carrying", "Cart"])
    }
  }

  @Test func noLinkReachesASignedInSceneWithoutTheSignIn() throws {
    defer { removePackage() }
    try run(["scene", "Stock", "--act", "Act1"])
    try run(["act", "Library", "--after", "Act1", "--carrying", "Reader", "--signed-in"])
    try run(["scene", "Shelf", "--act", "Library"])
    try run(["scene", "Loans", "--act", "Library", "--with-server"])
    try run(["scene", "Books", "--act", "Library", "--list"])

    let signedIn = ["libraryHome", "shelf", "loans", "books"]
    let routes = try routes()
    for scene in signedIn {
      let call = "." + scene + "("
      let reaching = routes.filter { $0.building.contains(call) }
      #expect(reaching.count == 1, "one route for \(scene)")
      for route in reaching {
        #expect(
          route.building.contains(".sceneOnceSignedIn(" + call),
          "shop://\(route.path) reaches \(scene) without the sign-in: \(route.building)")
      }
    }
    #expect(routes.contains { $0.path == "stock" && !$0.building.contains("SignedIn") })
    // Without a session, the scene comes after the form; with one, through its container.
    let factory = try read("Sources/ShopScenes/Act1/Act1Factory.swift")
    #expect(factory.contains("guard let runningLibrary = dc.runningLibrary else {"))
    #expect(factory.contains("return self.scene(.signIn(.init(then: scene)))"))
    #expect(factory.contains("return runningLibrary.factory.scene(scene)"))
  }

  @Test func aSceneOfAnActAnEarlierNewWroteIsLinkedThroughTheFormItHas() throws {
    defer { removePackage() }
    try run(["act", "Library", "--after", "Act1", "--carrying", "Reader", "--signed-in"])
    // As an earlier `new act` wrote the factory: the form, and no way to a running session.
    let factoryPath = "Sources/ShopScenes/Act1/Act1Factory.swift"
    let factory = try read(factoryPath)
    try Data(factory.replacing("func sceneOnceSignedIn(", with: "func unused(").utf8)
      .write(to: package.appendingPathComponent(factoryPath))

    try run(["scene", "Shelf", "--act", "Library"])

    let shelf = try #require(try routes().first { $0.path == "shelf" })
    #expect(shelf.building.contains("$0.factory.scene(.signIn(.init(then: .shelf(.init()))))"))
  }

  @Test func everyLinkIntoTheSignedInActSignsInFirstInLinksScript() throws {
    defer { removePackage() }
    try run(["act", "Library", "--after", "Act1", "--carrying", "Reader", "--signed-in"])
    try run(["scene", "Shelf", "--act", "Library"])

    let lines = try read("Scripts/links.dlc").split(separator: "\n").map(String.init)
    for scene in ["LibraryHome", "Shelf"] {
      let expectation = try #require(lines.firstIndex(of: "expect scene is \(scene)"))
      // Home first, which ends the session a visit before may have left.
      #expect(lines[expectation - 6] == "open shop://home")
      #expect(lines[expectation - 5].hasPrefix("open shop://"))
      #expect(
        Array(lines[(expectation - 4)..<expectation]) == [
          "expect scene is SignIn", "type email demo@example.com", "type password shop-demo-1",
          "tap submit",
        ])
    }
  }

  @Test func removingASignedInSceneTakesItsWholeVisitOutOfLinksScript() throws {
    defer { removePackage() }
    try run(["act", "Library", "--after", "Act1", "--carrying", "Reader", "--signed-in"])
    try run(["scene", "Loans", "--act", "Library"])
    let before = try read("Scripts/links.dlc")
    try run(["scene", "Shelf", "--act", "Library"])

    let removal = try NewRequest(changing: "remove", parsing: ["scene", "Shelf"])
    _ = try NewCommand(request: removal, terminal: Terminal(), folder: package).makePlan().apply()

    #expect(try read("Scripts/links.dlc") == before)
  }

  @Test func theSessionStaysInTheSignedInActsContainer() throws {
    defer { removePackage() }
    try run(["act", "Library", "--after", "Act1", "--carrying", "Reader", "--signed-in"])

    let act1 = try read("Sources/ShopScenes/Act1/Act1DC.swift")
    let library = try read("Sources/ShopScenes/Library/LibraryDC.swift")
    #expect(!act1.contains("token"))
    #expect(library.contains("server.authenticated(with: session.token)"))
    #expect(library.contains("store.account(session.account.id)"))
    #expect(try read("Sources/ShopScenes/Backend/AppBackend.swift").contains("\"/login\""))
  }

  @Test func theStubOfAct1sContainerIsFoundWhereverItWasMoved() throws {
    defer { removePackage() }
    let manager = FileManager.default
    let written = package.appendingPathComponent("Tests/ShopScenesTests/Support/Act1DCStub.swift")
    let moved = package.appendingPathComponent("Tests/ShopScenesTests/Doubles/Act1DCStub.swift")
    try manager.createDirectory(
      at: moved.deletingLastPathComponent(), withIntermediateDirectories: true)
    try manager.moveItem(at: written, to: moved)

    try run(["act", "Library", "--after", "Act1", "--carrying", "Reader", "--signed-in"])

    #expect(try read("Tests/ShopScenesTests/Doubles/Act1DCStub.swift").contains("runningLibrary"))
    #expect(!manager.fileExists(atPath: written.path))
  }

  @Test func aServerSceneOfTheSignedInActAnswersOnlyTheSessionsToken() throws {
    defer { removePackage() }
    try run(["scene", "Stock", "--act", "Act1", "--with-server"])
    try run(["act", "Library", "--after", "Act1", "--carrying", "Reader", "--signed-in"])
    try run(["scene", "Loans", "--act", "Library", "--with-server"])

    let backend = try read("Sources/ShopScenes/Backend/AppBackend.swift")
    let loans = try #require(backend.components(separatedBy: "case (.get, \"/loans\"):").last)
    let stock = try #require(backend.components(separatedBy: "case (.get, \"/stock\"):").last)
    #expect(loans.hasPrefix("\n      guard AppAccounts.isSignedIn(request) else {"))
    #expect(!stock.hasPrefix("\n      guard"))
    let tests = try read("Tests/ShopScenesTests/Library/Loans/Core/LoansHarnessTests.swift")
    #expect(tests.contains(".authenticated(with: AppAccounts.token)"))
    #expect(tests.contains("func theEmbeddedBackendRefusesARequestWithoutTheSessionsToken()"))
  }

  @Test func aSignedInActFollowsAct1Only() throws {
    defer { removePackage() }
    try run(["act", "Checkout", "--after", "Act1", "--carrying", "Cart"])

    #expect(throws: GenerationError.self) {
      try run(["act", "Library", "--after", "Checkout", "--carrying", "Reader", "--signed-in"])
    }
  }

  @Test func anApplicationSignsInToOneActOnly() throws {
    defer { removePackage() }
    try run(["act", "Library", "--after", "Act1", "--carrying", "Reader", "--signed-in"])

    #expect(throws: GenerationError.self) {
      try run(["act", "Shop2", "--after", "Act1", "--carrying", "Buyer", "--signed-in"])
    }
  }
}
