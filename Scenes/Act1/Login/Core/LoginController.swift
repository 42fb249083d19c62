import DLC

/// Login's root object: creates and owns its parts and forwards the lifecycle to the logic.
final class LoginController: SceneController {
  private let setup: SetupModel.Login
  private let dc: any Act1DCInterface
  private var logic: LoginLogic?
  private var interactor: LoginInteractor?

  init(setup: SetupModel.Login, dc: any Act1DCInterface) {
    self.setup = setup
    self.dc = dc
    super.init(title: "Sign in")
  }

  override var logicState: Any? { logic?.state }

  override func loadView() -> SceneView {
    let view = LoginView()
    let presenter = LoginPresenter(view: view, controller: self)
    let navigator = LoginNavigator(controller: self, dc: dc)
    let logic = LoginLogic(
      setup: setup, dc: dc, presenter: presenter, navigator: navigator, tasks: tasks)
    interactor = LoginInteractor(view: view, logic: logic)
    self.logic = logic
    return view
  }

  override func willAppear() {
    logic?.start()
  }
}
