import DLC

/// Binds the Subscribe scene's elements to its logic.
final class SubscribeInteractor: SceneInteractor<SubscribeView, any SubscribeLogicInterface> {
  override func bind(_ view: SubscribeView) {
    view.subscribe.onTap = { [logic, weak view] in
      logic.subscribe(email: view?.email.text ?? "")
    }
    view.done.onTap = { [logic] in logic.finish() }
  }
}
