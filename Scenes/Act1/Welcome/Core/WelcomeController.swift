import DLC

/// Welcome's root object: creates and owns its parts and forwards the lifecycle to the logic.
final class WelcomeController: SceneController {
  private let setup: SetupModel.Welcome
  private let dc: any Act1DCInterface
  private var logic: WelcomeLogic?
  private var interactor: WelcomeInteractor?

  init(setup: SetupModel.Welcome, dc: any Act1DCInterface) {
    self.setup = setup
    self.dc = dc
    super.init(title: "Atlas")
  }

  override var logicState: Any? { logic?.state }

  override func loadView() -> SceneView {
    let view = WelcomeView()
    let presenter = WelcomePresenter(view: view)
    let navigator = WelcomeNavigator(controller: self, dc: dc)
    let logic = WelcomeLogic(setup: setup, presenter: presenter, navigator: navigator)
    interactor = WelcomeInteractor(view: view, logic: logic)
    self.logic = logic
    return view
  }

  override func willAppear() {
    logic?.start()
  }
}
