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
}
