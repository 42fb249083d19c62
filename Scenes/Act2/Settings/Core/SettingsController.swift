import DLC

/// Settings' root object: creates and owns its parts and forwards the lifecycle to the logic.
final class SettingsController: SceneController {
  private let setup: SetupModel.Settings
  private let dc: any Act2DCInterface
  private var logic: SettingsLogic?
  private var interactor: SettingsInteractor?

  init(setup: SetupModel.Settings, dc: any Act2DCInterface) {
    self.setup = setup
    self.dc = dc
    super.init(title: "Settings")
  }

  override var logicState: Any? { logic?.state }

  override func loadView() -> SceneView {
    let view = SettingsView()
    let presenter = SettingsPresenter(view: view)
    let navigator = SettingsNavigator(controller: self, dc: dc)
    let logic = SettingsLogic(
      setup: setup, dc: dc, presenter: presenter, navigator: navigator, tasks: tasks)
    interactor = SettingsInteractor(view: view, logic: logic)
    self.logic = logic
    return view
  }

  override func willAppear() {
    logic?.start()
  }
}
