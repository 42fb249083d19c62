import DLC
import Foundation
import TestSupport
import Testing

@testable import DLCCommandLine

/// The JSON Schema published beside the host protocol's article describes every record the tool
/// prints: those of Atlas's scripts, of an interactive session, of elements of every kind, and
/// of a walk.
@MainActor
@Suite struct HostProtocolSchemaTests {
  static let packageRoot = HostProtocolSchema.packageRoot

  static func schema() throws -> JSONSchemaValidator {
    try HostProtocolSchema.validator()
  }

  static func atlasScripts() throws -> [String] {
    let folder = packageRoot.appending(path: "Scenes/Scripts")
    return try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".dlc") }.sorted()
      .map { folder.appending(path: $0).path }
  }

  @Test func theSchemaUsesOnlyKeywordsTheValidatorChecks() throws {
    #expect(try Self.schema().unsupportedKeywords == [])
  }

  @Test func theSchemaHasAnElementEntryForEveryElementKindAndNoOther() throws {
    let document = try Self.schema().document
    let kinds = ElementKind.allCases.map(\.rawValue)
    #expect(document["$defs"]?["elementKind"]?["enum"] == .array(kinds.map(JSONValue.string)))
    let branches = document["$defs"]?["element"]?["oneOf"]
    #expect(branches == .array(kinds.map { .object(["$ref": .string("#/$defs/\($0)Element")]) }))
    for kind in kinds {
      let entry = document["$defs"]?["\(kind)Element"]
      #expect(entry?["properties"]?["kind"]?["const"] == .string(kind), "\(kind)")
    }
  }

  @Test func theSchemaNamesEveryKindOfFindingAndOfEdgeTheWalkReports() throws {
    let definitions = try Self.schema().document["$defs"]
    let findingKinds = definitions?["findingRecord"]?["properties"]?["finding"]?["properties"]?[
      "kind"]?["enum"]
    let edgeKinds = definitions?["edgeRecord"]?["properties"]?["edge"]?["properties"]?["kind"]?[
      "enum"]
    #expect(findingKinds == .array(ExploreFinding.Kind.allCases.map { .string($0.rawValue) }))
    #expect(edgeKinds == .array(SceneEdge.Kind.allCases.map { .string($0.rawValue) }))
  }

  @Test func aFindingOfAKindTheWalkDoesNotReportBreaksTheSchema() throws {
    let record = try JSONValue.parse(#"{"finding":{"kind":"slow","message":"m","script":[]}}"#)

    #expect(try Self.schema().violations(of: record) != [])
  }

  @Test func anElementOfAKindTheProtocolDoesNotHaveIsToldByItsKind() throws {
    let element = try JSONValue.parse(#"{"kind": "slider", "id": "volume", "hidden": false}"#)

    let violations = try Self.schema().violations(of: element, against: "#/$defs/element")

    #expect(violations.first?.path == "/kind")
    #expect(violations.first?.message.contains("is none of") == true, "\(violations)")
  }

  @Test(arguments: ElementKind.allCases)
  func everyRenderingOfAnElementOfTheKindFollowsTheSchema(kind: ElementKind) throws {
    let stage = Stage()
    stage.setRoot(ElementsScene(ElementSamples.elements(of: kind)))

    let screen = try JSONValue.parse(JSONRenderer.render(stage.snapshot()))

    #expect(try Self.schema().violations(of: screen, against: "#/$defs/screen") == [])
    guard case .array(let elements)? = screen["elements"] else {
      Issue.record("no elements in \(screen)")
      return
    }
    #expect(!elements.isEmpty)
    #expect(elements.allSatisfy { $0["kind"] == .string(kind.rawValue) })
  }

  @Test func aScreenWithAConfirmationFollowsTheSchema() throws {
    let stage = Stage()
    stage.setRoot(ElementsScene([Label(id: "question", text: "Sure?")]))
    stage.topScene?.showAlert(
      .confirmation(
        title: "Sign out?", message: "Favorites stay.",
        actions: [
          AlertButton(id: "signOut", title: "Sign out", role: .destructive),
          AlertButton(id: "later", title: "Later"),
        ]))

    let screen = try JSONValue.parse(JSONRenderer.render(stage.snapshot()))

    #expect(screen["alert"]?["style"] == .string("confirmation"))
    #expect(try Self.schema().violations(of: screen, against: "#/$defs/screen") == [])
  }

  @Test func anEmptyStageFollowsTheSchema() throws {
    let screen = try JSONValue.parse(JSONRenderer.render(Stage().snapshot()))
    #expect(try Self.schema().violations(of: screen, against: "#/$defs/screen") == [])
  }

  @Test func theReadyRecordOfServeFollowsTheSchema() throws {
    let tool = SceneTool(name: "shop", summary: "the shop", acts: []) { _ in
      ClosureApplication { ElementsScene([]) }
    }

    let record = try JSONValue.parse(
      ReadyRecord(tool: tool, url: "http://127.0.0.1:8080/").renderJSON())

    #expect(record["url"] == .string("http://127.0.0.1:8080/"))
    #expect(try Self.schema().violations(of: record) == [])
  }

  @Test func everyRecordOfEveryAtlasScriptFollowsTheSchema() async throws {
    let validator = try Self.schema()
    let scripts = try Self.atlasScripts()
    try #require(!scripts.isEmpty)

    let result = try await BuiltProgram.dlc().run(["run", "--json"] + scripts)

    #expect(result.status == 0, "\(result.errors)")
    var files: Set<String> = []
    var kinds: Set<String> = []
    for line in result.outputLines {
      let record = try JSONValue.parse(line)
      #expect(validator.violations(of: record) == [], "\(line)")
      if case .string(let file)? = record["file"] {
        files.insert(file)
      }
      kinds.formUnion(Self.elementKinds(in: record["screen"]?["elements"]))
    }
    #expect(files == Set(scripts))
    // Atlas's scripts reach its tabs: a tab bar, and each tab's scene in a slot.
    #expect(kinds.isSuperset(of: [ElementKind.tabBar.rawValue, ElementKind.scene.rawValue]))
  }

  @Test func theReadyRecordAndEveryAnswerOfAnInteractiveSessionFollowTheSchema() async throws {
    let validator = try Self.schema()
    let script = Self.packageRoot.appending(path: "Scenes/Scripts/tabs.dlc")

    let result = try await BuiltProgram.dlc().run(
      ["--json"], input: try String(contentsOf: script, encoding: .utf8))

    let records = try result.outputLines.map(JSONValue.parse)
    try #require(records.count > 1, "\(result.errors)")
    #expect(records.first?["type"] == .string("ready"))
    #expect(records.dropFirst().allSatisfy { $0["type"] == .string("command") })
    for (record, line) in zip(records, result.outputLines) {
      #expect(validator.violations(of: record) == [], "\(line)")
    }
  }

  /// The kinds of a rendering's elements, at any depth.
  private static func elementKinds(in elements: JSONValue?) -> Set<String> {
    guard case .array(let list)? = elements else { return [] }
    var kinds: Set<String> = []
    for element in list {
      if case .string(let kind)? = element["kind"] {
        kinds.insert(kind)
      }
      kinds.formUnion(elementKinds(in: element["children"]))
    }
    return kinds
  }
}
