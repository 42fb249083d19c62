import Foundation
import Testing

@testable import DLCCommandLine

/// `remove scene` and `rename scene` on a generated application: each is measured against what
/// `new scene` writes, file by file.
struct NewCommandChangesTests {
  let parent: URL
  let package: URL

  init() throws {
    parent = FileManager.default.temporaryDirectory
      .appendingPathComponent("NewCommandChangesTests-\(UUID().uuidString)", isDirectory: true)
    package = parent.appendingPathComponent("Shop", isDirectory: true)
    try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
    try run(["app", "Shop", "--dlc", "https://example.com/DLC.git"], in: parent)
    try run(["scene", "BookDetail", "--act", "Act1"], in: package)
    try run(["act", "Checkout", "--after", "Act1", "--carrying", "Cart"], in: package)
  }

  private func run(_ arguments: [String], in folder: URL) throws {
    let request = try NewRequest(parsing: arguments)
    _ = try NewCommand(request: request, terminal: Terminal(), folder: folder).makePlan().apply()
  }

  private func change(_ verb: String, _ arguments: [String]) throws(GenerationError)
    -> GenerationPlan
  {
    guard let request = try? NewRequest(changing: verb, parsing: arguments) else {
      throw GenerationError("the test's arguments do not parse")
    }
    return try NewCommand(request: request, terminal: Terminal(), folder: package).makePlan()
  }

  /// Every file of the package, by path, with its text.
  private func contents() throws -> [String: String] {
    let root = package.standardizedFileURL.path
    var files: [String: String] = [:]
    let walker = FileManager.default.enumerator(at: package, includingPropertiesForKeys: nil)
    while let file = walker?.nextObject() as? URL {
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: file.path, isDirectory: &isFolder),
        !isFolder.boolValue
      else { continue }
      files[String(file.standardizedFileURL.path.dropFirst(root.count + 1))] = try String(
        contentsOf: file, encoding: .utf8)
    }
    return files
  }

  @Test(arguments: [["--act", "Act1", "--with-server"], ["--act", "Checkout", "--modal"]])
  func removingASceneLeavesThePackageAsItWasBeforeItsNewScene(options: [String]) throws {
    defer { try? FileManager.default.removeItem(at: parent) }
    let before = try contents()
    try run(["scene", "Stock"] + options, in: package)

    _ = try change("remove", ["scene", "Stock"]).apply()

    #expect(try contents() == before)
  }

  @Test func renamingASceneWritesWhatNewSceneWritesUnderTheNewName() throws {
    defer { try? FileManager.default.removeItem(at: parent) }
    try run(["scene", "Inventory", "--act", "Act1", "--with-server"], in: package)
    let written = try contents()
    _ = try change("remove", ["scene", "Inventory"]).apply()
    try run(["scene", "Stock", "--act", "Act1", "--with-server"], in: package)

    _ = try change("rename", ["scene", "Stock", "Inventory"]).apply()

    let renamed = try contents()
    #expect(renamed.keys.sorted() == written.keys.sorted())
    for (path, text) in written where renamed[path] != text {
      Issue.record("\(path) differs:\n\(GeneratedPackageTests.diff(text, renamed[path] ?? ""))")
    }
  }

  @Test func aFileAPersonAddedToTheScenesFolderMovesWithTheRename() throws {
    defer { try? FileManager.default.removeItem(at: parent) }
    let added = "Tests/ShopScenesTests/Act1/BookDetail/Logic/ProbeTests.swift"
    try "import Testing\n".write(
      to: package.appendingPathComponent(added), atomically: true, encoding: .utf8)

    _ = try change("rename", ["scene", "BookDetail", "Tome"]).apply()

    let files = try contents()
    #expect(files["Tests/ShopScenesTests/Act1/Tome/Logic/ProbeTests.swift"] == "import Testing\n")
    #expect(files[added] == nil)
  }

  @Test func aSceneRenamedToOneOfTwoWordsIsRemovedEndpointAndAll() throws {
    defer { try? FileManager.default.removeItem(at: parent) }
    try run(["scene", "Stock", "--act", "Act1", "--with-server"], in: package)
    _ = try change("rename", ["scene", "Stock", "TinBox"]).apply()

    _ = try change("remove", ["scene", "TinBox"]).apply()

    let backend = try #require(try contents()["Sources/ShopScenes/Backend/AppBackend.swift"])
    #expect(!backend.contains("loaded."))
  }

  @Test func aMemberOfTheSameNameIsNoUseOfTheScene() throws {
    defer { try? FileManager.default.removeItem(at: parent) }
    try run(["scene", "Shelf", "--act", "Act1"], in: package)
    let home = package.appendingPathComponent("Sources/ShopScenes/Act1/Home/Logic/HomeLogic.swift")
    let text = try String(contentsOf: home, encoding: .utf8)
    try (text + "\nextension HomeLogic {\n  var shelfCount: Int { state.shelf }\n}\n").write(
      to: home, atomically: true, encoding: .utf8)

    #expect(throws: Never.self) { try change("remove", ["scene", "Shelf"]) }
  }

  /// A package made when a route's path had a hyphen before each capital (`u-r-l-list`).
  @Test(arguments: ["remove", "rename"])
  func aSceneWhoseRouteIsSpelledAsBeforeIsRemovedOrRenamed(verb: String) throws {
    defer { try? FileManager.default.removeItem(at: parent) }
    try run(["scene", "URLList", "--act", "Act1", "--with-server"], in: package)
    for path in [
      "Sources/ShopScenes/AppLinks.swift", "Sources/ShopScenes/Backend/AppBackend.swift",
      "Scripts/links.dlc",
    ] {
      let file = package.appendingPathComponent(path)
      let text = try String(contentsOf: file, encoding: .utf8)
      try text.replacingOccurrences(of: "url-list", with: "u-r-l-list")
        .write(to: file, atomically: true, encoding: .utf8)
    }

    _ = try change(verb, ["scene", "URLList"] + (verb == "rename" ? ["Tome"] : [])).apply()

    let files = try contents()
    let links = try #require(files["Sources/ShopScenes/AppLinks.swift"])
    #expect(!links.contains("u-r-l-list"))
    #expect(links.contains("DeepLinkRoute(\"tome\")") == (verb == "rename"))
    #expect(files["Scripts/links.dlc"]?.contains("u-r-l-list") == false)
  }

  @Test func anEndpointAPersonGaveAnAnswerIsRemovedWithTheSceneAndThePlanSaysSo() throws {
    defer { try? FileManager.default.removeItem(at: parent) }
    let backend = package.appendingPathComponent("Sources/ShopScenes/Backend/AppBackend.swift")
    let original = try String(contentsOf: backend, encoding: .utf8)
    try run(["scene", "Stock", "--act", "Act1", "--with-server"], in: package)
    let changed = try String(contentsOf: backend, encoding: .utf8)
      .replacingOccurrences(
        of: "\"Stock loaded.\"",
        with: "{\n        // Counted by hand.\n        \"Five in stock.\"\n      }()")
    try changed.write(to: backend, atomically: true, encoding: .utf8)

    let report = try change("remove", ["scene", "Stock", "--dry-run"]).dryRunReport

    #expect(
      report.contains { $0.contains("(its endpoint, with the answer you gave it)") }, "\(report)")
    _ = try change("remove", ["scene", "Stock"]).apply()
    let removed = try String(contentsOf: backend, encoding: .utf8)
    #expect(!removed.contains("/stock"))
    #expect(!removed.contains("Five in stock."))
    #expect(!removed.contains("}()"))
    #expect(!removed.contains("Counted by hand"))
    // The backend is as it was before the scene.
    #expect(removed == original)
  }

  @Test func aRenameChangesThePersonsOwnCodeAndScriptsThatNameTheScene() throws {
    defer { try? FileManager.default.removeItem(at: parent) }
    let navigator = package.appendingPathComponent(
      "Sources/ShopScenes/Act1/Home/Core/HomeNavigator.swift")
    let text = try String(contentsOf: navigator, encoding: .utf8)
    try text.replacingOccurrences(
      of: "  func open(_ link: String) {",
      with: """
          func showDetail() {
            // BookDetail, "Book detail" in prose.
            push(dc.factory.scene(.bookDetail(BookDetail.Setup())))
            _ = library.bookDetail(id: 1)
            _ = \"\"\"
              BookDetail in a text of lines
              \"\"\"
          }

          func open(_ link: String) {
        """
    ).write(to: navigator, atomically: true, encoding: .utf8)
    let script = package.appendingPathComponent("Scripts/detail.dlc")
    try "open shop://book-detail\nexpect scene is BookDetail\nexpect scene not is BookDetails\n"
      .write(to: script, atomically: true, encoding: .utf8)
    let quoted = package.appendingPathComponent("Tests/detail.dlc")
    try "expect  scene is \"BookDetail\"\n".write(to: quoted, atomically: true, encoding: .utf8)

    _ = try change("rename", ["scene", "BookDetail", "Volume"]).apply()

    let renamed = try String(contentsOf: navigator, encoding: .utf8)
    #expect(renamed.contains("push(dc.factory.scene(.volume(Volume.Setup())))"))
    #expect(renamed.contains("// BookDetail, \"Book detail\" in prose."))
    #expect(renamed.contains("library.bookDetail(id: 1)"))
    #expect(renamed.contains("  BookDetail in a text of lines"))
    #expect(
      try String(contentsOf: script, encoding: .utf8)
        == "open shop://volume\nexpect scene is Volume\nexpect scene not is BookDetails\n")
    #expect(
      try String(contentsOf: quoted, encoding: .utf8) == "expect  scene is \"Volume\"\n")
    let scenes = try String(
      contentsOf: package.appendingPathComponent("Sources/ShopScenes/Act1/Act1Scene.swift"),
      encoding: .utf8)
    #expect(scenes.contains("  /// Volume.\n  case volume(Volume.Setup)"), "\(scenes)")
  }

  @Test func aDryRunListsWhatWouldGoAndChangesNothing() throws {
    defer { try? FileManager.default.removeItem(at: parent) }
    let before = try contents()

    let report = try change("remove", ["scene", "BookDetail", "--dry-run"]).dryRunReport

    #expect(
      report.contains("would remove Sources/ShopScenes/Act1/BookDetail/Core/BookDetail.swift"))
    #expect(
      report.contains(
        "would edit Sources/ShopScenes/Act1/Act1Factory.swift: "
          + "remove BookDetail from Act1Factory.swift"))
    #expect(try contents() == before)
  }

  @Test func aSceneUsedElsewhereIsRefusedNamingWhere() throws {
    defer { try? FileManager.default.removeItem(at: parent) }
    #expect(throws: GenerationError.self) { try change("remove", ["scene", "Home"]) }
    do {
      _ = try change("remove", ["scene", "Home"])
    } catch {
      #expect(error.message.contains("Sources/ShopScenes/ShopApp.swift:"))
    }
  }

  @Test func aSceneWhoseNameBeginsAnotherScenesIsRemovedAndTheOtherStays() throws {
    defer { try? FileManager.default.removeItem(at: parent) }
    try run(["scene", "Book", "--act", "Act1"], in: package)

    _ = try change("remove", ["scene", "Book"]).apply()

    let files = try contents()
    #expect(!files.keys.contains { $0.hasSuffix("/Book/Core/Book.swift") })
    #expect(files.keys.contains { $0.hasSuffix("/BookDetail/Core/BookDetail.swift") })
  }

  @Test func renamingASceneWhoseNameBeginsAnotherScenesLeavesTheOtherAsItWas() throws {
    defer { try? FileManager.default.removeItem(at: parent) }
    try run(["scene", "Book", "--act", "Act1"], in: package)
    let before = try contents().filter { $0.key.contains("BookDetail") }

    _ = try change("rename", ["scene", "Book", "Tome"]).apply()

    let after = try contents()
    #expect(after.filter { $0.key.contains("BookDetail") } == before)
    #expect(after.keys.contains { $0.hasSuffix("/Tome/Core/Tome.swift") })
    let scenes = try #require(after["Sources/ShopScenes/Act1/Act1Scene.swift"])
    #expect(scenes.contains("case bookDetail(BookDetail.Setup)"))
    #expect(scenes.contains("case tome(Tome.Setup)"))
    let factory = try #require(after["Sources/ShopScenes/Act1/Act1Factory.swift"])
    #expect(factory.contains("BookDetail.controller(setup: setup, dc: dc)"))
  }

  @Test(arguments: ["BookDetail", "Act1DC", "Checkout"])
  func anActCarryingASceneOrAnActsOwnTypeIsRefused(carrying: String) throws {
    defer { try? FileManager.default.removeItem(at: parent) }
    do {
      try run(["act", "Payment", "--after", "Act1", "--carrying", carrying], in: package)
      Issue.record("an act carrying '\(carrying)' was not refused")
    } catch let error as GenerationError {
      #expect(error.message.hasPrefix("'\(carrying)' is a scene or an act of the application"))
    }
  }

  @Test func renamingTheSceneTheApplicationStartsOnIsRefused() throws {
    defer { try? FileManager.default.removeItem(at: parent) }
    do {
      _ = try change("rename", ["scene", "Home", "Start"])
      Issue.record("a rename of the scene the application starts on was not refused")
    } catch {
      #expect(error.message.hasPrefix("Home is the scene the application starts on"))
    }
  }

  @Test func renamingToANameWhoseFilesThePackageHasIsRefused() throws {
    defer { try? FileManager.default.removeItem(at: parent) }
    try run(["scene", "GiftLogic", "--act", "Act1"], in: package)
    do {
      _ = try change("rename", ["scene", "BookDetail", "Gift"])
      Issue.record("a rename onto another scene's files was not refused")
    } catch {
      #expect(error.message.hasPrefix("'Gift' would "))
    }
  }

  @Test(arguments: [
    "let keptLogic: BookLogic.Type = BookLogic.self",
    "let kept: (any BookNavigatorInterface)? = nil",
  ])
  func aTypeOfTheSceneUsedElsewhereIsRefusedNamingWhere(use: String) throws {
    defer { try? FileManager.default.removeItem(at: parent) }
    try run(["scene", "Book", "--act", "Act1"], in: package)
    let app = package.appendingPathComponent("Sources/ShopScenes/ShopApp.swift")
    let text = try String(contentsOf: app, encoding: .utf8)
    try Data((text + "\n\(use)\n").utf8).write(to: app)

    do {
      _ = try change("remove", ["scene", "Book"])
      Issue.record("a use of the scene's type was not refused")
    } catch {
      #expect(error.message.contains("Sources/ShopScenes/ShopApp.swift:"))
    }
  }

  @Test func aFactoryCaseAPersonChangedIsRefusedNamingTheFile() throws {
    defer { try? FileManager.default.removeItem(at: parent) }
    let factory = package.appendingPathComponent("Sources/ShopScenes/Act1/Act1Factory.swift")
    let text = try String(contentsOf: factory, encoding: .utf8)
    try Data(
      text.replacingOccurrences(
        of: "BookDetail.controller(setup: setup, dc: dc)",
        with: "BookDetail.controller(setup: setup, dc: dc, extra: 1)"
      ).utf8
    ).write(to: factory)

    #expect(
      throws: GenerationError(
        "Act1Factory.swift: the case of BookDetail no longer reads "
          + "'BookDetail.controller(setup: setup, dc: dc)' but "
          + "'BookDetail.controller(setup: setup, dc: dc, extra: 1)'; change it back or remove "
          + "it by hand")
    ) { try change("remove", ["scene", "BookDetail"]) }
  }

  @Test func aCommentInAFactoryCaseGoesWithTheCase() throws {
    defer { try? FileManager.default.removeItem(at: parent) }
    let factory = package.appendingPathComponent("Sources/ShopScenes/Act1/Act1Factory.swift")
    let text = try String(contentsOf: factory, encoding: .utf8)
    let call = "BookDetail.controller(setup: setup, dc: dc)"
    try Data(
      text.replacingOccurrences(
        of: call, with: "// The detail, made by its declaration.\n\n      " + call
      ).utf8
    ).write(to: factory)

    _ = try change("remove", ["scene", "BookDetail"]).apply()

    let removed = try String(contentsOf: factory, encoding: .utf8)
    #expect(!removed.contains("BookDetail"))
    #expect(!removed.contains("The detail"))
  }
}
