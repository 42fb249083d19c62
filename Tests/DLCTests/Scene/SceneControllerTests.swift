import DLC
import Testing

@MainActor
@Suite struct SceneControllerTests {
  final class LoginController: SceneController {
    private(set) var loads = 0

    override func loadView() -> SceneView {
      loads += 1
      return SceneView()
    }
  }

  @Test func loadsTheViewOnFirstUseOnly() {
    let controller = LoginController()
    #expect(!controller.isViewLoaded)
    _ = controller.view
    _ = controller.view
    #expect(controller.isViewLoaded)
    #expect(controller.loads == 1)
  }

  final class Banner: SceneController {}

  @Test func isNamedForItsTypeWithoutController() {
    #expect(LoginController().name == "Login")
  }

  @Test func aTypeNotEndingInControllerIsNamedInFull() {
    let banner = Banner()
    #expect(banner.name == "Banner")
    #expect(banner.name == "Banner")
  }

  @Test func theStageLoadsTheViewBeforeTheSceneAppears() {
    let controller = LoginController()
    Stage().setRoot(controller)
    #expect(controller.isViewLoaded)
  }

  @Test func anAlertFromASceneOffStageGoesNowhere() {
    let controller = LoginController()
    controller.showAlert(Alert(title: "Lost"))
    #expect(controller.stage == nil)
  }
}
