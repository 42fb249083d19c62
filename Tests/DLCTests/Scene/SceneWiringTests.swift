import DLC
import Testing

@MainActor
@Suite struct SceneWiringTests {
  @Test func theUsualShapeKeepsTheInteractorAsLongAsTheScene() throws {
    let stage = Stage()
    let scene = Finder.controller(setup: Finder.Setup(), dc: ())
    stage.setRoot(scene)

    // Only the view's event handlers reach the interactor: were it not kept, a tap would find
    // its logic gone with it.
    try stage.tap("save")
    try stage.tap("save")

    #expect((scene.logicState as? Finder.State)?.saves == 2)
  }

  @Test func theUsualShapeIsFreedWithTheScene() {
    weak var freedScene: SceneController?
    weak var freedView: SceneView?
    do {
      let stage = Stage()
      let scene = Finder.controller(setup: Finder.Setup(), dc: ())
      stage.setRoot(scene)
      freedScene = scene
      freedView = scene.view

      stage.setRoot(SampleController(title: "Next"))
    }
    #expect(freedScene == nil)
    #expect(freedView == nil)
  }

  @Test func aPartReachesItsControllerOnAndOffTheStageUntilTheControllerIsGone() throws {
    let stage = Stage()
    stage.setRoot(SampleController(title: "Root"))
    var scene: SceneController? = SampleController(title: "Top")
    stage.push(try #require(scene))
    let presenter = ScenePresenter(view: SceneView(), controller: scene)
    let navigator = SceneNavigator(controller: scene, dc: ())
    #expect(presenter.controller === scene)

    try stage.pop()
    #expect(presenter.controller === scene)
    #expect(navigator.controller === scene)

    scene = nil
    #expect(presenter.controller == nil)
    #expect(navigator.controller == nil)
  }

  @Test func aSceneStillOnAStageThatGoesIsFreedWithIt() {
    weak var freedScene: SceneController?
    var presenter: ScenePresenter<SceneView>?
    do {
      let stage = Stage()
      stage.setRoot(SampleController(title: "Root"))
      let scene = Finder.controller(setup: Finder.Setup(), dc: ())
      stage.push(scene)
      freedScene = scene
      presenter = ScenePresenter(view: scene.view, controller: scene)
      #expect(presenter?.controller === scene)
    }
    #expect(freedScene == nil)
    #expect(presenter?.controller == nil)
  }
}
