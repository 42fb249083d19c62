import DLC
import Testing

@testable import DLCCommandLine

@MainActor
struct DepartureWatchTests {
  let stage = Stage(clock: ManualClock())
  let watch = DepartureWatch()

  /// Shows a root, then `scene` over it, and checks once, as a walk does before it moves on.
  private func show(_ scene: HeldScene) async {
    stage.setRoot(HeldScene())
    stage.push(scene)
    #expect(await watch.check(stage).isEmpty)
  }

  @Test func aSceneFreedAfterLeavingTheStageIsNotReported() async throws {
    weak var departed: HeldScene?
    do {
      let scene = HeldScene()
      departed = scene
      await show(scene)
    }
    try stage.pop()
    #expect(await watch.check(stage).isEmpty)
    #expect(departed == nil)
    stage.removeAllScenes()
    #expect(await watch.check(stage).isEmpty)
  }

  @Test func aSceneHeldAfterLeavingTheStageIsReportedOnceWithWhatHoldsIt() async throws {
    weak var departed: HeldScene?
    do {
      let scene = HeldScene()
      scene.holder = scene
      departed = scene
      await show(scene)
    }
    try stage.pop()
    let leaks = await watch.check(stage)
    #expect(leaks.map(\.scene) == ["Held"])
    #expect(leaks.first?.alive.first == "HeldScene of scene 'Held'")
    #expect(
      leaks.first?.description.hasPrefix(
        "scene 'Held' left the stage and is not freed: HeldScene of scene 'Held'") == true)
    #expect(await watch.check(stage).isEmpty)
    departed?.holder = nil
    #expect(departed == nil)
    stage.removeAllScenes()
  }

  @Test func aSceneThatHoldsItselfThroughAClosureItKeepsIsSaidToMayHoldItself() async throws {
    let leak = try await leak(
      heldBy: { scene in scene.onChange = { _ = scene.name } },
      letGo: { scene in scene?.onChange = nil })
    #expect(
      leak.description.contains(
        "; it may hold itself, through a closure it keeps at HeldScene.onChange; or held by "))
    #expect(!leak.description.contains("held from outside"))
  }

  @Test func aSceneAGlobalHoldsIsSaidToBeHeldByWhatTheWalkCannotSee() async throws {
    let leak = try await leak(
      heldBy: { scene in globallyKept = scene }, letGo: { _ in globallyKept = nil })
    #expect(
      leak.description.hasSuffix(
        "; held by what the walk cannot see: a global, an observer's closure, or a task not "
          + "started through `tasks`"))
  }

  /// The leak of a scene that `hold` keeps alive once it has left, checking that it is freed
  /// once `letGo` has let go of it.
  private func leak(
    heldBy hold: (HeldScene) -> Void, letGo: (HeldScene?) -> Void,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async throws -> DepartureWatch.Leak {
    weak var departed: HeldScene?
    do {
      let scene = HeldScene()
      hold(scene)
      departed = scene
      await show(scene)
    }
    try stage.pop()
    let leak = try #require(await watch.check(stage).first, sourceLocation: sourceLocation)
    letGo(departed)
    #expect(departed == nil, sourceLocation: sourceLocation)
    stage.removeAllScenes()
    return leak
  }
}

/// A global, which no walk from a scene or its act reaches.
@MainActor private var globallyKept: AnyObject?
