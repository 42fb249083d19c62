import DLC

/// Signs an email address up for the newsletter.
final class SubscribeController: SceneController {
  private let dc: any NewsletterDCInterface
  private var logic: SubscribeLogic?
  private var interactor: SubscribeInteractor?

  init(dc: any NewsletterDCInterface) {
    self.dc = dc
    super.init(title: "Newsletter")
  }

  override var logicState: Any? { logic?.state }

  override func loadView() -> SceneView {
    let view = SubscribeView()
    let presenter = SubscribePresenter(view: view)
    let navigator = SubscribeNavigator(controller: self)
    let logic = SubscribeLogic(presenter: presenter, navigator: navigator, dc: dc, tasks: tasks)
    interactor = SubscribeInteractor(view: view, logic: logic)
    self.logic = logic
    return view
  }
}
