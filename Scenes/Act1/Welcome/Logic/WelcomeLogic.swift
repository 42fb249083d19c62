import DLC

protocol WelcomeLogicInterface: SceneRole {
  /// Goes to the sign-in form.
  func signIn()
}

/// Welcome's use cases: greet, say when the person's data will not be saved, and show the way
/// in.
final class WelcomeLogic: SceneLogic<Welcome>, WelcomeLogicInterface {
  override func start() {
    presenter.showGreeting(state.greeting)
    // Before anything is typed: on standard error alone, the person at a browser would never
    // see it, and would learn it from their first change failing, or not at all.
    if let notice = dc.storeNotice {
      presenter.showStoreNotice(notice)
    }
  }

  func signIn() {
    navigator.showLogin()
  }
}
