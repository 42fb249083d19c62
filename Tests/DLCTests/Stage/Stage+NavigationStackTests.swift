import DLC
import Testing

@MainActor
@Suite struct StageNavigationStackTests {
  let log = LifecycleLog()
  let stage = Stage(clock: ManualClock())

  @Test func settingAStackShowsOnlyItsTopScene() {
    stage.setNavigationStack([
      SampleController(title: "A", log: log), SampleController(title: "B", log: log),
    ])

    #expect(log.entries == ["B.willAppear", "B.didAppear"])
    #expect(stage.navigationStack.map(\.name) == ["A", "B"])
  }

  @Test func everySceneOfTheStackEntersTheStage() {
    var entered: [String] = []
    stage.sceneDidEnter = { entered.append($0.name) }

    stage.setNavigationStack([SampleController(title: "A"), SampleController(title: "B")])

    #expect(Set(entered) == ["A", "B"])
  }

  @Test func aSceneUnderTheTopAppearsForTheFirstTimeWhenUncovered() throws {
    stage.setNavigationStack([
      SampleController(title: "A", log: log), SampleController(title: "B", log: log),
    ])
    log.clear()

    try stage.back()

    #expect(log.entries == ["B.willDisappear", "A.willAppear", "B.didDisappear", "A.didAppear"])
  }

  @Test func settingAStackReplacesTheModalsAndTheAlert() {
    stage.setRoot(SampleController(title: "Old"))
    stage.present(SampleController(title: "Modal"))
    stage.topScene?.showAlert(Alert(title: "Up"))

    stage.setNavigationStack([SampleController(title: "New")])

    #expect(stage.modalStack.isEmpty)
    #expect(stage.alert == nil)
    #expect(stage.navigationStack.map(\.name) == ["New"])
  }

  @Test func aSceneKeptInTheNewStackStaysOnTheStage() {
    let kept = SampleController(title: "A")
    stage.setRoot(kept)

    stage.setNavigationStack([kept, SampleController(title: "B")])

    #expect(kept.stage === stage)
    #expect(stage.navigationStack.map(\.name) == ["A", "B"])
  }

  @Test func anEmptyStackChangesNothing() {
    stage.setRoot(SampleController(title: "A"))

    stage.setNavigationStack([])

    #expect(stage.navigationStack.map(\.name) == ["A"])
  }
}
