import Testing

@testable import DLCCommandLine

struct SourceEditTests {
  /// A new application's files, as the generator writes them: what the edits meet first.
  private static let generated = AppTemplate(
    name: "Shop", dlcDependency: #".package(name: "DLC", path: "../dlc")"#, formatConfiguration: ""
  ).files

  private static func generatedFile(_ path: String) -> String {
    generated.first { $0.path == path }?.contents ?? ""
  }

  private let sceneEnum = generatedFile("Sources/ShopScenes/Act1/Act1Scene.swift")
  private let factory = generatedFile("Sources/ShopScenes/Act1/Act1Factory.swift")

  @Test func aSceneGetsACaseAndANameInTheActsEnum() throws {
    let edited = try SourceEdit.addScene("Shelf", toEnumOf: "Act1", in: sceneEnum)
    #expect(edited.contains("  case home(Home.Setup)\n\n  /// Shelf.\n  case shelf(Shelf.Setup)\n"))
    #expect(edited.contains("    scenes: [\n      \"Home\",\n      \"Shelf\",\n    ])"))
  }

  @Test func aFormattedEnumWithCommentsAPersonAddedGetsTheCaseAboveThem() throws {
    let formatted = """
      enum Act1Scene: ActScene {
        case home(Home.Setup)

        // Keep Home first: the tool starts there.
        /// Act 1, as the tool lists it.
        static let act = ActDescription(
          name: "Act1",
          scenes: [
            "Home"
          ]
        )
      }
      """

    let edited = try SourceEdit.addScene("BookDetail", toEnumOf: "Act1", in: formatted)

    #expect(
      edited.contains(
        "  case home(Home.Setup)\n\n  /// Book detail.\n  case bookDetail(BookDetail.Setup)\n\n"
          + "  // Keep Home first"))
    #expect(edited.contains("    scenes: [\n      \"Home\",\n      \"BookDetail\",\n    ]\n  )"))
  }

  @Test func anEnumWithoutItsDescriptionIsRefusedNamingTheFile() {
    #expect(
      throws: GenerationError(
        "Act1Scene.swift has no 'static let act = ActDescription(…)' in its enum")
    ) {
      try SourceEdit.addScene("Shelf", toEnumOf: "Act1", in: "enum Act1Scene: ActScene {}\n")
    }
  }

  @Test func anEmptyActGetsItsFirstScene() throws {
    let empty = """
      enum CheckoutScene: ActScene {
        static let act = ActDescription(name: "Checkout", scenes: [])
      }
      """
    let edited = try SourceEdit.addScene("Pay", toEnumOf: "Checkout", in: empty)
    #expect(edited.contains("scenes: [\n    \"Pay\"\n  ]"))
    #expect(edited.contains("case pay(Pay.Setup)"))
  }

  @Test func aSceneIsBuiltByTheFactorysSwitch() throws {
    let edited = try SourceEdit.addScene("Shelf", toFactoryOf: "Act1", in: factory)
    #expect(
      edited.contains(
        """
            case .home(let setup):
              Home.controller(setup: setup, dc: dc)
            case .shelf(let setup):
              Shelf.controller(setup: setup, dc: dc)
            }
        """))
  }

  @Test func aSceneIsReturnedByAFactoryWhoseCasesReturnTheirs() throws {
    let returning = factory.replacing("Home.controller(", with: "return Home.controller(")

    let edited = try SourceEdit.addScene("Shelf", toFactoryOf: "Act1", in: returning)

    #expect(edited.contains("case .shelf(let setup):\n      return Shelf.controller("))
    #expect(try SourceEdit.removeScene("Shelf", fromFactoryOf: "Act1", in: edited) == returning)
  }

  @Test func aFactoryWithoutASwitchIsAClearError() {
    #expect(throws: GenerationError("Act1Factory.swift has no 'switch scene {'")) {
      try SourceEdit.addScene("Shelf", toFactoryOf: "Act1", in: "final class Act1Factory {}")
    }
  }

  @Test func aListOfOneStaysOnOneLineAndLongerOnesTakeALineAnItem() throws {
    let one = try SourceEdit.addItem("\"a\"", toListAfter: "exclude: [", in: "  exclude: [],")
    #expect(one == #"  exclude: ["a"],"#)
    let two = try SourceEdit.addItem("\"b\"", toListAfter: "exclude: [", in: one)
    #expect(two == "  exclude: [\n    \"a\",\n    \"b\",\n  ],")
  }

  @Test func aRouteIsAddedToRoutesTheFormatterBrokeDifferently() throws {
    let text = "    routes: [\n      DeepLinkRoute(\"home\") { _ in { home } }\n    ]\n  )\n"

    let edited = try SourceEdit.addRoute(path: "shelf", building: "shelf", in: text)

    #expect(
      edited == "    routes: [\n      DeepLinkRoute(\"home\") { _ in { home } },\n"
        + "      DeepLinkRoute(\"shelf\") { _ in { shelf } },\n    ]\n  )\n")
  }

  @Test func anEndpointGoesBeforeTheBackendsDefault() throws {
    let text = """
      switch (request.method, request.path) {
      default:
        return .text("No", status: 404)
      }
      """

    let edited = try SourceEdit.addEndpoint("case (.get, \"/a\"):\n  return .json(A())", in: text)

    #expect(edited.contains("{\ncase (.get, \"/a\"):\n  return .json(A())\ndefault:"))
  }

  @Test func aRouteTooLongForOneLineHasItsClosureOnALineOfItsOwn() throws {
    let text = "    routes: [\n      DeepLinkRoute(\"home\") { _ in { home } },\n    ])\n"
    let scene = "scene(of: checkoutDC($0)) { $0.scene(.orderHistoryOverview(.init())) }"

    let edited = try SourceEdit.addRoute(path: "order-history-overview", building: scene, in: text)

    #expect(
      edited == "    routes: [\n      DeepLinkRoute(\"home\") { _ in { home } },\n"
        + "      DeepLinkRoute(\"order-history-overview\") { _ in\n        { \(scene) }\n      },\n"
        + "    ])\n")
  }
}
