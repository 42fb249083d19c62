import DLC

protocol WelcomeLogicInterface: SceneRole {
  /// Goes to the sign-in form.
  func signIn()
}

/// Welcome's use cases: greet, and show the way in.
final class WelcomeLogic: SceneLogic<Welcome>, WelcomeLogicInterface {
  override func start() {
    presenter.showGreeting(state.greeting)
  }

  func signIn() {
    navigator.showLogin()
  }
}
