import DLC
import Testing

@MainActor
@Suite struct StackControllerTests {
  let log = LifecycleLog()
  let stage = Stage(clock: ManualClock())

  @Test func onlyTheTopSceneOfAStackAppears() {
    stage.setRoot(
      StackController(scenes: [
        CardController(title: "Root", log: log), CardController(title: "Top", log: log),
      ]))

    #expect(log.entries == ["Top.willAppear", "Top.didAppear"])
    #expect(stage.topScene?.name == "Top")
  }

  @Test func aSceneUnderTheTopAppearsWhenUncovered() throws {
    stage.setRoot(
      StackController(scenes: [
        CardController(title: "Root", log: log), CardController(title: "Top", log: log),
      ]))
    log.clear()

    try stage.back()

    #expect(
      log.entries == ["Top.willDisappear", "Root.willAppear", "Top.didDisappear", "Root.didAppear"])
    #expect(stage.topScene?.name == "Root")
  }

  @Test func aNavigatorPushesOnTheStackItsSceneIsIn() {
    let root = CardController(title: "Root")
    let stack = StackController(scenes: [root])
    stage.setRoot(stack)

    SceneNavigator(controller: root, dc: ()).push(CardController(title: "Next"))

    #expect(stack.scenes.map(\.name) == ["Root", "Next"])
    #expect(stage.navigationStack.count == 1)
    #expect(stage.topScene?.name == "Next")
  }

  @Test func aPopLetsTheTopSceneLeaveAndCancelsItsWork() async throws {
    let top = CardController(title: "Top")
    let stack = StackController(scenes: [CardController(title: "Root"), top])
    stage.setRoot(stack)
    var wasCancelled = false
    top.tasks.run {
      try? await Task.sleep(for: .seconds(3_600))
      wasCancelled = Task.isCancelled
    }

    try stage.pop()
    await stage.settle()

    #expect(wasCancelled)
    #expect(top.stage == nil && top.parent == nil)
    #expect(stack.scenes.map(\.name) == ["Root"])
  }

  @Test func backAtTheRootOfAStackPopsTheStageInstead() throws {
    stage.setRoot(CardController(title: "Under"))
    stage.push(StackController(scenes: [CardController(title: "Root")]))

    try stage.back()

    #expect(stage.topScene?.name == "Under")
  }

  @Test func backWithNothingToPopAnywhereIsRefused() {
    stage.setRoot(StackController(scenes: [CardController(title: "Root")]))

    #expect(!stage.canGoBack)
    #expect(throws: StageError.nothingToGoBackTo) { try stage.back() }
  }
}
