import DLC

/// Search's root object: creates and owns its parts and forwards the lifecycle to the logic.
final class SearchController: SceneController {
  private let setup: SetupModel.Search
  private let dc: any Act2DCInterface
  private var logic: SearchLogic?
  private var interactor: SearchInteractor?

  init(setup: SetupModel.Search, dc: any Act2DCInterface) {
    self.setup = setup
    self.dc = dc
    super.init(title: "Search")
  }

  override var logicState: Any? { logic?.state }

  override func loadView() -> SceneView {
    let view = SearchView()
    let presenter = SearchPresenter(view: view, controller: self)
    let navigator = SearchNavigator(controller: self, dc: dc)
    let logic = SearchLogic(
      setup: setup, dc: dc, presenter: presenter, navigator: navigator, tasks: tasks)
    let debouncer = Debouncer(delay: SearchLogic.debounceDelay, clock: dc.clock, tasks: tasks)
    interactor = SearchInteractor(view: view, logic: logic, debouncer: debouncer)
    self.logic = logic
    return view
  }

  override func willAppear() {
    logic?.start()
  }
}
