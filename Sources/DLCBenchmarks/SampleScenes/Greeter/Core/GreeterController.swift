import DLC

/// Greeter's root object: creates and owns its parts and forwards the lifecycle to the logic.
///
/// Greeter is the smallest scene in DLC's full shape (view, interactor, presenter, logic and
/// state), so that the benchmarks pay for every hop a real scene makes.
final class GreeterController: SceneController {
  private(set) var logic: GreeterLogic?
  private var interactor: GreeterInteractor?

  init() {
    super.init(title: "Greeting")
  }

  override var logicState: Any? { logic?.state }

  override func loadView() -> SceneView {
    let view = GreeterView()
    let presenter = GreeterPresenter(view: view)
    let logic = GreeterLogic(presenter: presenter)
    interactor = GreeterInteractor(view: view, logic: logic)
    self.logic = logic
    return view
  }

  override func willAppear() {
    logic?.start()
  }
}
