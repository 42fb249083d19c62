import Foundation
import TestSupport
import Testing

/// The planted shelf holds one defect of each kind on a path of its own; `explore` must find
/// each exactly once, with a reproduction `run` fails at its last command, and find nothing in
/// the control, where every defect is fixed.
@Suite(.serialized)
struct ExploreCommandPlantedDefectsTests {
  private let shelf: SamplesProgram

  init() throws {
    shelf = try SamplesProgram.find("PlantedShelf")
  }

  /// What a debug build prints as the planted use case traps.
  private static let trapMessage = "Fatal error: Index out of range"

  private static let expected: [(file: String, failure: String)] = [
    ("1-dead-end.dlc", "1-dead-end.dlc:3:1: error: "),
    ("2-crash.dlc", trapMessage),
    ("3-unsettled.dlc", "3-unsettled.dlc:2:1: error: gave up waiting after 2 s"),
    ("4-failure-alert.dlc", "4-failure-alert.dlc:3:1: error: expected no alert"),
    ("5-leak.dlc", "5-leak.dlc:3:1: error: scene 'Basket' left the stage and is not freed"),
    ("6-unreachable-scene.dlc", "6-unreachable-scene.dlc:2:1: error: expected the scene"),
    ("7-never-enabled.dlc", "7-never-enabled.dlc:3:1: error: expected 'save' to be enabled"),
  ]

  @Test func everyPlantedDefectIsFoundOnceAndEachReproductionFailsAtItsLastCommand()
    async throws
  {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("shelf-\(UUID().uuidString)", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    // A short settle limit: the unsettled defect is waited for three times, at 10 s each by
    // default, and the replay must give up as the walk did.
    let run = try await shelf.run(
      ["explore", "--out", folder.path, "--time-limit", "100", "--settle-limit", "2s"])
    #expect(run.status == 1)
    #expect(run.output.hasSuffix(": 7 findings\n"), "\(run.output)")
    #expect(run.output.contains("in HomeLogic.countItems() at "))
    #expect(run.output.contains("PlantedShelf/HomeLogic.swift:18:"))
    // The leak names what holds the scene from outside it: the registry's listener.
    #expect(
      run.output.contains(
        "held from outside it by ShelfDC (the scene's dc), perhaps through a closure at "
          + "registry.listeners[0]"))
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(files == Self.expected.map(\.file))
    for (file, failure) in Self.expected {
      let script = folder.appendingPathComponent(file)
      let replayed = try await shelf.run(["run", "--settle-limit", "2s", script.path])
      #expect(replayed.status != 0, "\(file)")
      guard failure != Self.trapMessage else {
        #expect(replayed.didCrash, "\(file)")
        #if DEBUG
          // Only a debug build's standard library prints why it trapped.
          #expect(replayed.errors.contains(failure), "\(file): \(replayed.errors)")
        #endif
        continue
      }
      #expect(replayed.errors.contains(failure), "\(file): \(replayed.errors)")
    }
  }

  @Test func aCrashFindingInJSONCarriesItsScene() async throws {
    let run = try await shelf.run(
      ["explore", "--json", "--time-limit", "100", "--settle-limit", "2s"])
    let crash = run.output.split(separator: "\n").first { $0.contains(#""kind":"crash""#) }
    #expect(crash?.contains(#""scene":"Home""#) == true, "\(run.output)")
  }

  @Test func theControlWithEveryDefectFixedExploresClean() async throws {
    let run = try await shelf.run(["explore", "--fixed"])
    #expect(run.status == 0, "\(run.output)")
    #expect(run.output.hasSuffix(": no findings\n"))
  }
}
