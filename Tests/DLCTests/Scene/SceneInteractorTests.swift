import DLC
import Testing

@MainActor
@Suite struct SceneInteractorTests {
  let clock = ManualClock()
  let stage: Stage

  init() {
    stage = Stage(clock: clock)
  }

  @Test func debouncedInputHandsOnOnlyTheLastOfQuickInputs() async throws {
    let scene = showFinder()
    for text in ["g", "ge", "ger"] {
      try stage.type(text, into: "name")
      await stage.settle()
      clock.advance(by: .milliseconds(100))
    }
    clock.advance(by: .milliseconds(200))
    await stage.settle()

    #expect(searches(of: scene) == ["ger"])
  }

  @Test func debouncedInputWaitsForTheDelayOnTheStagesClock() async throws {
    let scene = showFinder()
    try stage.type("ger", into: "name")
    await stage.settle()

    clock.advance(by: .milliseconds(299))
    await stage.settle()
    #expect(searches(of: scene).isEmpty)

    clock.advance(by: .milliseconds(1))
    await stage.settle()
    #expect(searches(of: scene) == ["ger"])
  }

  @Test func inputsFartherApartThanTheDelayEachReachTheLogic() async throws {
    let scene = showFinder()
    for text in ["g", "ge"] {
      try stage.type(text, into: "name")
      await stage.settle()
      clock.advance(by: .milliseconds(300))
      await stage.settle()
    }

    #expect(searches(of: scene) == ["g", "ge"])
  }

  @Test func debouncedInputWaitingWhenTheSceneLeavesNeverReachesItsLogic() async throws {
    let scene = showFinder()
    try stage.type("ger", into: "name")
    await stage.settle()

    stage.setRoot(SampleController(title: "Next"))
    clock.advance(by: .seconds(1))
    await stage.settle()

    #expect(searches(of: scene).isEmpty)
  }

  @Test func aSceneWithDebouncedInputWaitingIsFreedOnceItLeaves() async throws {
    weak var freedScene: SceneController?
    weak var freedView: SceneView?
    do {
      let scene = showFinder()
      freedScene = scene
      freedView = scene.view
      try stage.type("ger", into: "name")
      await stage.settle()

      stage.setRoot(SampleController(title: "Next"))
      await scene.tasks.waitUntilFinished()
    }
    #expect(freedScene == nil)
    #expect(freedView == nil)
  }

  @Test func eventsBoundWithoutDebouncingReachTheLogicAtOnce() throws {
    let scene = showFinder()

    try stage.tap("save")

    #expect((scene.logicState as? Finder.State)?.saves == 1)
  }

  @Test func anInteractorOutsideAnySceneDropsDebouncedInput() async {
    let view = SampleView()
    let logic = FinderLogic(
      SceneContext(setup: Finder.Setup(), dc: (), presenter: (), navigator: ()))
    let interactor = FinderInteractor(view: view, logic: logic)

    view.name.onChange?("ger")
    clock.advance(by: .seconds(1))
    await stage.settle()

    #expect(logic.state.searches.isEmpty)
    withExtendedLifetime(interactor) {}
  }

  private func showFinder() -> SceneController {
    let scene = Finder.controller(setup: Finder.Setup(), dc: ())
    stage.setRoot(scene)
    return scene
  }

  private func searches(of scene: SceneController) -> [String] {
    (scene.logicState as? Finder.State)?.searches ?? []
  }
}
