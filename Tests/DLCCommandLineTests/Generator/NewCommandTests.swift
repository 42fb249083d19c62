import Foundation
import TestSupport
import Testing

@testable import DLCCommandLine

/// `new scene` and `new act` against a package written for the purpose: one act, one scene.
struct NewCommandTests {
  /// Deleted, with the package in it, once the test is over.
  private let package = TemporaryFolder()
  /// The package's folder.
  var folder: URL { package.url }

  init() throws {
    let files = [
      "Package.swift": "// a package\n",
      "Sources/ShopScenes/Act1/Act1Scene.swift": """
      enum Act1Scene: ActScene {
        case home(Home.Setup)

        static let act = ActDescription(name: "Act1", scenes: ["Home"])
      }
      """,
      "Sources/ShopScenes/Act1/Act1Factory.swift": """
      final class Act1Factory: ActFactory {
        func scene(_ scene: Act1Scene) -> SceneController {
          switch scene {
          case .home(let setup):
            Home.controller(setup: setup, dc: dc)
          }
        }
      }
      """,
      "Sources/ShopScenes/Act1/Act1DCInterface.swift": """
      protocol Act1DCInterface {}

      protocol Act1SceneParts: SceneParts
      where Dependencies == any Act1DCInterface {}

      """,
    ]
    for (path, text) in files {
      let url = folder.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
  }

  private func plan(_ arguments: [String]) throws(GenerationError) -> GenerationPlan {
    guard let request = try? NewRequest(parsing: arguments) else {
      throw GenerationError("the test's arguments do not parse")
    }
    return try NewCommand(request: request, terminal: Terminal(), folder: folder).makePlan()
  }

  /// Checks that planning `arguments` is refused, and why.
  private func expectRefusal(
    of arguments: [String], saying message: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(throws: GenerationError(message), sourceLocation: sourceLocation) {
      try plan(arguments)
    }
  }

  @Test func theNextStepAfterANewActRunsTheToolAsItWasStartedWhenThePackageDoesNotBuildIt()
    throws
  {
    let plan = try plan(["act", "Checkout", "--after", "Act1", "--carrying", "Cart"])
    let started = try #require(CommandLine.arguments.first)
    #expect(plan.nextStep == "\(started) new scene NAME --act Checkout")
  }

  @Test func theNextStepAfterANewActIsSwiftRunWhenThePackageBuildsTheTool() throws {
    try Data(".executableTarget(name: \"\(NewCommand.toolName)\")\n".utf8)
      .write(to: folder.appendingPathComponent("Package.swift"))
    let plan = try plan(["act", "Checkout", "--after", "Act1", "--carrying", "Cart"])
    #expect(plan.nextStep == "swift run \(NewCommand.toolName) new scene NAME --act Checkout")
  }

  @Test func aSceneNamedForAnActIsRefusedAsAnActsName() {
    expectRefusal(
      of: ["scene", "Act1", "--act", "Act1"],
      saying: "'Act1' is the name of an act; choose another for the scene")
  }

  @Test func aSceneWhoseTypesAnotherSceneDeclaresIsRefused() throws {
    for file in try plan(["scene", "GiftLogic", "--act", "Act1"]).files {
      let url = folder.appendingPathComponent(file.path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(file.contents.utf8).write(to: url)
    }

    #expect(throws: GenerationError.self) { try plan(["scene", "Gift", "--act", "Act1"]) }
    do {
      _ = try plan(["scene", "Gift", "--act", "Act1"])
    } catch {
      #expect(error.message.hasPrefix("'Gift' would "))
      #expect(error.message.contains("GiftLogic"))
    }
  }

  @Test func aNameOfFortyCharactersAndTwentyWordsIsRefusedAsTooManyWords() {
    do {
      _ = try plan(["scene", "AaBbCcDdEeFfGgHhIiJjKkLlMmNnOoPpQqRrSsTt", "--act", "Act1"])
      Issue.record("a name whose title makes lines too long was written")
    } catch {
      #expect(error.message.contains("is too long for its files: its title, 'Aa bb cc"))
    }
  }

  @Test func aNameOfFortyCharactersInFewWordsIsWrittenWithNoLineOverOneHundredColumns() throws {
    let plan = try plan(["scene", "InventoryReconciliationDashboardOverview", "--act", "Act1"])
    let texts =
      plan.files.map { ($0.path, $0.contents) } + plan.edits.map { ($0.path, $0.contents) }
    for (path, text) in texts where path.hasSuffix(".swift") {
      // Comments may run longer, as swift format neither breaks nor reports them.
      let code = text.split(separator: "\n").filter { !$0.drop { $0 == " " }.hasPrefix("//") }
      #expect(!code.contains { $0.count > 100 }, "\(path)")
    }
  }

  @Test func aSceneIsWrittenBesideItsActsScenesAndTestsMirrorThem() throws {
    let plan = try plan(["scene", "Shelf", "--act", "Act1"])
    let paths = plan.files.map(\.path)
    #expect(paths.contains("Sources/ShopScenes/Act1/Shelf/Core/Shelf.swift"))
    #expect(paths.contains("Tests/ShopScenesTests/Act1/Shelf/Logic/ShelfLogicTests.swift"))
    #expect(
      plan.edits.map(\.path).sorted() == [
        "Sources/ShopScenes/Act1/Act1Factory.swift", "Sources/ShopScenes/Act1/Act1Scene.swift",
      ])
  }

  @Test func aSceneOfAnActWrittenBeforeActsDeclaredTheirScenePartsDeclaresThem() throws {
    let interface = "Sources/ShopScenes/Act1/Act1DCInterface.swift"
    try Data("protocol Act1DCInterface {}\n".utf8).write(
      to: folder.appendingPathComponent(interface))
    let plan = try plan(["scene", "Shelf", "--act", "Act1"])
    let edit = try #require(plan.edits.first { $0.path == interface })
    #expect(
      edit.contents == "protocol Act1DCInterface {}\n\n\(ActTemplate.sceneParts(of: "Act1"))\n")
    let parts = plan.files.first { $0.path == "Sources/ShopScenes/Act1/Shelf/Core/Shelf.swift" }
    #expect(parts?.contents.contains("enum Shelf: Act1SceneParts {") == true)
  }

  @Test func aScenesStateSaysWhereASecretGoes() throws {
    let plan = try plan(["scene", "Shelf", "--act", "Act1"])
    let parts = plan.files.first { $0.path == "Sources/ShopScenes/Act1/Shelf/Core/Shelf.swift" }
    #expect(parts?.contents.contains("belongs in a `SecretText`, which prints masked") == true)
  }

  @Test func anUnknownActIsRefusedListingTheActs() throws {
    expectRefusal(
      of: ["scene", "Shelf", "--act", "Act9"], saying: "there is no act 'Act9'; the acts are Act1")
  }

  @Test func dlcsOwnPackageIsRefused() throws {
    try write("Package.swift", "let package = Package(\n  name: \"DLC\",\n  targets: []\n)\n")
    expectRefusal(
      of: ["scene", "Shelf", "--act", "Act1"],
      saying:
        "this is DLC's own package, whose scenes are written by hand: run 'new' in an "
        + "application's package, such as one 'new app' writes")
  }

  @Test func aPackageThatDependsOnDLCIsNotDLCs() throws {
    try write(
      "Package.swift",
      "let package = Package(\n  name: \"Shop\",\n  dependencies: [.package(name: \"DLC\", "
        + "path: \"../dlc\")],\n  targets: [.target(name: \"ShopScenes\")]\n)\n")
    #expect(try !plan(["scene", "Shelf", "--act", "Act1"]).files.isEmpty)
  }

  @Test func thePackageIsFoundFromAFolderInsideIt() throws {
    let inside = folder.appendingPathComponent("Sources/ShopScenes/Act1", isDirectory: true)

    #expect(NewCommand.package(around: inside).path == folder.standardizedFileURL.path)
  }

  @Test func aFolderInNoPackageIsItsOwn() throws {
    let outside = FileManager.default.temporaryDirectory
      .appendingPathComponent("NoPackage-\(UUID().uuidString)", isDirectory: true)

    #expect(NewCommand.package(around: outside) == outside)
  }

  @Test func aSceneThatExistsIsRefused() throws {
    expectRefusal(
      of: ["scene", "Home", "--act", "Act1"], saying: "'Home' is already a scene of Act1")
  }

  @Test func aNameThatDiffersFromASceneOnlyInCaseIsRefused() throws {
    expectRefusal(
      of: ["scene", "HOME", "--act", "Act1"],
      saying: "'HOME' differs from Act1's scene 'Home' only in case; choose another name")
  }

  @Test func aServerSceneNeedsAServerWorkerInItsAct() throws {
    expectRefusal(
      of: ["scene", "Shelf", "--act", "Act1", "--with-server"],
      saying: "--with-server needs a server worker in Act1DCInterface ('var server:')")
  }

  @Test func anActWritesItsPartsTheCarriedTypeAndTheHandover() throws {
    let plan = try plan(["act", "Checkout", "--after", "Act1", "--carrying", "Cart"])
    let paths = plan.files.map(\.path)
    #expect(paths.contains("Sources/ShopScenes/Checkout/Cart.swift"))
    #expect(paths.contains("Sources/ShopScenes/Checkout/CheckoutDC.swift"))
    #expect(paths.contains("Tests/ShopScenesTests/Checkout/CheckoutHandoverTests.swift"))
    let handover = try #require(plan.edits.first { $0.path.hasSuffix("Act1Factory.swift") })
    #expect(handover.contents.contains("func checkoutDC(\n    cart: Cart\n  ) -> CheckoutDC {"))
  }

  @Test func withAppLinksASceneGetsARouteAndAVisitInTheLinksScript() throws {
    try writeLinks()

    let plan = try plan(["scene", "OrderHistory", "--act", "Act1"])

    let links = try #require(plan.edits.first { $0.path.hasSuffix("AppLinks.swift") })
    #expect(
      links.contents.contains(
        #"DeepLinkRoute("order-history") { _ in { $0.factory.scene(.orderHistory(.init())) } },"#
      ))
    let script = try #require(plan.edits.first { $0.path == "Scripts/links.dlc" })
    #expect(script.contents.hasSuffix("open shop://order-history\nexpect scene is OrderHistory\n"))
  }

  @Test func anActEnteredFromActOneLetsLinksEnterItWithASampleValue() throws {
    try writeLinks()

    let plan = try plan(["act", "Checkout", "--after", "Act1", "--carrying", "Cart"])

    let links = try #require(plan.edits.first { $0.path.hasSuffix("AppLinks.swift") })
    #expect(
      links.contents.contains(
        "static func checkoutDC(_ act1: any Act1DCInterface)\n    -> CheckoutDC\n  {\n"
          + "    act1.factory.checkoutDC(\n      cart: Cart())\n  }"))
    #expect(links.contents.contains("DeepLinkRoute(\"checkout-home\")"))
  }

  @Test func aSceneOfAnActLinksCannotEnterGetsNoRoute() throws {
    try writeLinks()
    try write(
      "Sources/ShopScenes/Checkout/CheckoutScene.swift",
      "enum CheckoutScene: ActScene {\n"
        + "  static let act = ActDescription(name: \"Checkout\", scenes: [])\n}\n")
    try write(
      "Sources/ShopScenes/Checkout/CheckoutFactory.swift",
      "final class CheckoutFactory: ActFactory {\n"
        + "  func scene(_ scene: CheckoutScene) -> SceneController {\n"
        + "    switch scene {\n    }\n  }\n}\n")
    try write("Sources/ShopScenes/Checkout/CheckoutDCInterface.swift", "protocol X {}\n")

    let plan = try plan(["scene", "Pay", "--act", "Checkout"])

    #expect(plan.files.contains { $0.path.hasSuffix("Checkout/Pay/Core/Pay.swift") })
    #expect(!plan.edits.contains { $0.path.hasSuffix("AppLinks.swift") })
  }

  /// Act Checkout, entered from Act 1 with a cart, and links that enter it: as `new` writes
  /// them now, or with the class factories and the `scene(of:)` helper of an earlier `new`.
  private func writeCheckout(asAnEarlierNewWroteIt isEarlier: Bool) throws {
    let helper =
      "  static func scene<Container: ActDependencyContainer>(\n"
      + "    of container: Container, _ make: (Container.Factory) -> SceneController\n"
      + "  ) -> SceneController {\n"
      + "    withExtendedLifetime(container) { make(container.factory) }\n  }\n"
    try writeLinks(
      with: (isEarlier ? helper : "")
        + "  static func checkoutDC(_ act1: any Act1DCInterface)\n    -> CheckoutDC\n  {\n"
        + "    act1.factory.checkoutDC(\n      cart: Cart())\n  }\n")
    try write(
      "Sources/ShopScenes/Checkout/CheckoutScene.swift",
      "enum CheckoutScene: ActScene {\n  case checkoutHome(CheckoutHome.Setup)\n\n"
        + "  static let act = ActDescription(name: \"Checkout\", scenes: [\"CheckoutHome\"])\n}\n")
    let head =
      isEarlier
      ? "final class CheckoutFactory: ActFactory {\n  private unowned let dc: any CheckoutDCInterface\n"
      : "struct CheckoutFactory: ActFactory {\n  let dc: any CheckoutDCInterface\n"
    try write(
      "Sources/ShopScenes/Checkout/CheckoutFactory.swift",
      head + "  func scene(_ scene: CheckoutScene) -> SceneController {\n"
        + "    switch scene {\n    case .checkoutHome(let setup):\n"
        + "      CheckoutHome.controller(setup: setup, dc: dc)\n    }\n  }\n}\n")
    try write(
      "Sources/ShopScenes/Checkout/CheckoutDCInterface.swift",
      "protocol CheckoutDCInterface: ActDependencyContainer where Factory == CheckoutFactory {\n"
        + "  var cart: Cart { get }\n}\n\nprotocol CheckoutSceneParts: SceneParts\n"
        + "where Dependencies == any CheckoutDCInterface {}\n")
  }

  @Test func aSceneOfAnActEnteredThroughItsContainerIsLinkedThroughItsFactory() throws {
    try writeCheckout(asAnEarlierNewWroteIt: false)

    let plan = try plan(["scene", "Pay", "--act", "Checkout"])

    let links = try #require(plan.edits.first { $0.path.hasSuffix("AppLinks.swift") })
    #expect(links.contents.contains("{ checkoutDC($0).factory.scene(.pay(.init())) }"))
  }

  @Test func aSceneOfAnActAnEarlierNewWroteIsLinkedThroughItsSceneOfHelper() throws {
    try writeCheckout(asAnEarlierNewWroteIt: true)

    let plan = try plan(["scene", "Pay", "--act", "Checkout"])

    let links = try #require(plan.edits.first { $0.path.hasSuffix("AppLinks.swift") })
    #expect(links.contents.contains("{ scene(of: checkoutDC($0)) { $0.scene(.pay(.init())) } }"))
  }

  @Test func anActAfterAnotherHandsOverThroughTheContainerALinkMakes() throws {
    try writeCheckout(asAnEarlierNewWroteIt: false)

    let plan = try plan(["act", "Payment", "--after", "Checkout", "--carrying", "Bill"])

    let links = try #require(plan.edits.first { $0.path.hasSuffix("AppLinks.swift") })
    #expect(links.contents.contains("    checkoutDC(act1).factory.paymentDC(\n      bill: Bill())"))
    #expect(!links.contents.contains("withExtendedLifetime"))
  }

  @Test func anActAfterOneAnEarlierNewWroteKeepsTheContainerALinkMakesAliveAsItHandsOver()
    throws
  {
    try writeCheckout(asAnEarlierNewWroteIt: true)

    let plan = try plan(["act", "Payment", "--after", "Checkout", "--carrying", "Bill"])

    let links = try #require(plan.edits.first { $0.path.hasSuffix("AppLinks.swift") })
    #expect(
      links.contents.contains(
        "    let checkout = checkoutDC(act1)\n    return withExtendedLifetime(checkout) {\n"
          + "      checkout.factory.paymentDC(\n        bill: Bill())\n    }"))
  }

  @Test func withoutAppLinksASceneGetsNoRoute() throws {

    let plan = try plan(["scene", "Shelf", "--act", "Act1"])

    #expect(!plan.edits.contains { $0.path.hasSuffix("AppLinks.swift") })
  }

  /// AppLinks with Home's route, and other members after it, and the links script.
  private func writeLinks(with members: String = "") throws {
    try write(
      "Sources/ShopScenes/AppLinks.swift",
      "enum AppLinks {\n"
        + "  static let router = DeepLinkRouter<Destination>(\n"
        + "    scheme: \"shop\",\n"
        + "    routes: [\n"
        + "      DeepLinkRoute(\"home\") { _ in { $0.factory.scene(.home(.init())) } },\n"
        + "    ])\n" + members + "}\n")
    try write("Scripts/links.dlc", "open shop://home\nexpect scene is Home\n")
  }

  private func write(_ path: String, _ text: String) throws {
    let url = folder.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  @Test func outsideAPackageSceneAndActSayWhereToRun() throws {
    try FileManager.default.removeItem(at: folder.appendingPathComponent("Package.swift"))
    expectRefusal(
      of: ["scene", "Shelf", "--act", "Act1"],
      saying: "no Package.swift here: run 'new scene' and 'new act' in the application's package")
  }

  @Test func inAPackageNewAppDidNotWriteSceneAndActSaySo() throws {
    let plain = try TemporaryFolder.made()
    try Data("// swift-tools-version: 6.0\nlet package = Package(name: \"Plain\")\n".utf8)
      .write(to: plain.file("Package.swift"))
    for arguments in [
      ["scene", "Shelf", "--act", "Act1"],
      ["act", "Checkout", "--after", "Act1", "--carrying", "Cart"],
    ] {
      let request = try #require(try? NewRequest(parsing: arguments))
      #expect(
        throws: GenerationError(
          "this package has no act (a file ACTScene.swift that declares 'enum ACTScene: "
            + "ActScene'): 'new scene' and 'new act' grow an application that 'new app' wrote")
      ) {
        try NewCommand(request: request, terminal: Terminal(), folder: plain.url).makePlan()
      }
    }
  }

  @Test(arguments: [
    "Stage", "Scene", "SceneController", "State", "Label", "String", "Act1Scene", "Act1Factory",
    "Act1DCInterface", "ShopScenes", "Home",
  ])
  func aSceneNamedLikeATypeItsPackageUsesIsRefused(name: String) throws {
    try write(
      "Package.swift",
      "let package = Package(\n  name: \"Shop\",\n  targets: [.target(name: \"ShopScenes\")]\n)\n")
    try write("Sources/ShopScenes/Home/Home.swift", "enum Home: SceneParts {}\n")
    #expect(throws: GenerationError.self) { try plan(["scene", name, "--act", "Act1"]) }
  }

  @Test func aSceneMayShareThePackagesNameWhichNamesNoModule() throws {
    try write(
      "Package.swift",
      "let package = Package(\n  name: \"Shop\",\n  targets: [.target(name: \"ShopScenes\")]\n)\n")
    let plan = try plan(["scene", "Shop", "--act", "Act1"])
    #expect(plan.files.map(\.path).contains("Sources/ShopScenes/Act1/Shop/Core/Shop.swift"))
  }

  @Test func anActWhoseContainerIsATypeOfThePackageIsRefused() throws {
    try write("Sources/ShopScenes/Checkout.swift", "final class CheckoutDC {}\n")
    expectRefusal(
      of: ["act", "Checkout", "--after", "Act1", "--carrying", "Cart"],
      saying:
        "'Checkout' would declare CheckoutDC, which the package declares already; "
        + "choose another name")
  }

  @Test func aCarriedTypeThatWouldShadowOneTheCodeUsesIsRefused() throws {
    expectRefusal(
      of: ["act", "Checkout", "--after", "Act1", "--carrying", "URL"],
      saying:
        "the TYPE carried 'URL' is the name of a type the generated code uses; choose another, "
        + "such as 'URLValue'")
  }

  @Test func aNameTooLongForItsFilesIsRefusedBeforeAnythingIsWritten() throws {
    let name = "S" + String(repeating: "x", count: 244)
    expectRefusal(
      of: ["scene", name, "--act", "Act1"],
      saying:
        "the scene's NAME is 245 characters long; the files named after it need it to be at "
        + "most 64")
  }

  @Test func aDLCURLIsWrittenIntoPackageSwiftAsOneStringLiteral() throws {
    let url = "https://example.com/dlc\", branch: \"x\"), .package(url: \"https://evil\n\\"
    let plan = try plan(["app", "Shelf", "--dlc", url])
    let manifest = try #require(plan.files.first { $0.path == "Package.swift" }).contents
    #expect(
      manifest.contains(
        #".package(url: "https://example.com/dlc\", branch: \"x\"), .package(url: \"https://evil\u{A}\\", branch: "main")"#
      ))
  }

  @Test func aDLCURLSwiftPMCannotCloneIsRefused() {
    expectRefusal(
      of: ["app", "Shelf", "--dlc", "ftp://example.com/DLC.git"],
      saying:
        "'--dlc' needs a URL SwiftPM can clone (https, http, ssh, git or file), not one that "
        + "starts ftp://")
  }

  @Test func aFolderThatIsAFileIsRefusedNamingIt() throws {
    let file = folder.appendingPathComponent("Package.swift").path
    let plan = try plan(["app", "Shelf", "--at", file, "--dlc", "https://example.com/DLC.git"])
    #expect(throws: GenerationError("cannot write Package.swift: \(file) is a file, not a folder"))
    {
      try plan.apply()
    }
  }
}
