import DLC

/// Detail's root object: creates and owns its parts and forwards the lifecycle to the logic.
final class DetailController: SceneController {
  private let setup: SetupModel.Detail
  private let dc: any Act2DCInterface
  private var logic: DetailLogic?
  private var interactor: DetailInteractor?

  init(setup: SetupModel.Detail, dc: any Act2DCInterface) {
    self.setup = setup
    self.dc = dc
    super.init(title: setup.country.name)
  }

  override var logicState: Any? { logic?.state }

  override func loadView() -> SceneView {
    let view = DetailView()
    let presenter = DetailPresenter(view: view, controller: self)
    let navigator = DetailNavigator(controller: self)
    let logic = DetailLogic(
      setup: setup, dc: dc, presenter: presenter, navigator: navigator, tasks: tasks)
    interactor = DetailInteractor(view: view, logic: logic)
    self.logic = logic
    return view
  }

  override func willAppear() {
    logic?.start()
  }
}
