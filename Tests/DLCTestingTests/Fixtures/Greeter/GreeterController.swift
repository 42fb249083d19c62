import DLC

/// A small scene in the shape of every scene: it greets the name typed into it.
final class GreeterController: SceneController {
  private let dc: SampleDC
  private var logic: GreeterLogic?
  private var interactor: GreeterInteractor?

  init(dc: SampleDC) {
    self.dc = dc
    super.init(title: "Greeter")
  }

  override var logicState: Any? { logic?.state }

  override func loadView() -> SceneView {
    let view = GreeterView()
    let presenter = GreeterPresenter(view: view, controller: self)
    let navigator = GreeterNavigator(controller: self, dc: dc)
    let logic = GreeterLogic(
      presenter: presenter, navigator: navigator, greetings: dc.greetings, tasks: tasks)
    interactor = GreeterInteractor(view: view, logic: logic, clock: dc.clock, tasks: tasks)
    self.logic = logic
    return view
  }

  override func willAppear() {
    logic?.start()
  }
}
