import DLC
import Testing

@MainActor
@Suite struct StageSceneTrackingTests {
  let log = LifecycleLog()
  let stage = Stage(clock: ManualClock())

  init() {
    stage.sceneDidEnter = { [log] scene in log.record("entered \(scene.name)") }
  }

  @Test func everySceneShownByRootPushOrPresentEntersOnceItsTransitionIsDone() {
    stage.setRoot(SampleController(title: "A", log: log))
    stage.push(SampleController(title: "B", log: log))
    stage.present(SampleController(title: "M", log: log))
    let entries = log.entries.filter { $0.hasPrefix("entered") }
    #expect(entries == ["entered A", "entered B", "entered M"])
    #expect(log.entries.suffix(2) == ["M.didAppear", "entered M"])
  }

  @Test func aSceneUncoveredByAPopDoesNotEnterAgain() throws {
    stage.setRoot(SampleController(title: "A", log: log))
    stage.push(SampleController(title: "B", log: log))
    log.clear()
    try stage.pop()
    #expect(!log.entries.contains { $0.hasPrefix("entered") })
  }

  @Test func aSceneShownAgainAfterLeavingEntersAgain() throws {
    let pushed = SampleController(title: "B")
    stage.setRoot(SampleController(title: "A"))
    stage.push(pushed)
    try stage.pop()
    stage.push(pushed)
    #expect(log.entries == ["entered A", "entered B", "entered B"])
  }

  @Test func removeAllScenesEmptiesBothStacksAndCallsTheTopScenesDisappearance() {
    stage.setRoot(SampleController(title: "A", log: log))
    stage.present(SampleController(title: "M", log: log))
    log.clear()
    stage.removeAllScenes()
    #expect(log.entries == ["M.willDisappear", "M.didDisappear"])
    #expect(stage.topScene == nil)
    #expect(stage.navigationStack.isEmpty && stage.modalStack.isEmpty)
  }

  @Test func removeAllScenesClosesTheAlertAndCancelsEveryScenesWork() async {
    let root = SampleController(title: "A")
    stage.setRoot(root)
    root.showAlert(Alert(title: "Oops"))
    let work = root.tasks.run { [clock = stage.clock] in
      try? await clock.sleep(for: .seconds(1))
    }
    stage.removeAllScenes()
    #expect(stage.alert == nil)
    #expect(root.stage == nil)
    #expect(work.isCancelled)
    await stage.settle()
    #expect(root.tasks.count == 0)
  }

  @Test func removeAllScenesFreesEveryScene() {
    weak var root: SampleController?
    weak var pushed: SampleController?
    do {
      let first = SampleController(title: "A")
      let second = SampleController(title: "B")
      stage.setRoot(first)
      stage.push(second)
      root = first
      pushed = second
    }
    stage.removeAllScenes()
    #expect(root == nil)
    #expect(pushed == nil)
  }
}
