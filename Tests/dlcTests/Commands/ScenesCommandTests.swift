import DLC
import DLCScript
import Foundation
import Scenes
import TestSupport
import Testing

@Suite(.hangGuard)
@MainActor
struct ScenesCommandTests {
  @Test func listsAtlasActsAndScenes() async throws {
    let result = try await BuiltProgram.dlc().run(["scenes"])
    #expect(result.status == 0)
    #expect(result.output == SceneListing.render(Atlas.acts) + "\n")
  }

  @Test func jsonListsOneActALine() async throws {
    let result = try await BuiltProgram.dlc().run(["scenes", "--json"])
    result.outputLines.forEach { HostProtocolSchema.expectRecord($0) }
    let acts = try result.outputLines.map {
      try JSONDecoder().decode(ActDescription.self, from: Data($0.utf8))
    }
    #expect(acts == Atlas.acts)
  }
}
