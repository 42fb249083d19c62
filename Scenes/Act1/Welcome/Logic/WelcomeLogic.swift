import DLC

/// Welcome's use cases, as its interactor sees them.
protocol WelcomeUseCases: SceneInterface {
  /// Goes on to the sign-in form.
  func signIn()
}

/// Welcome's use cases: greet, then lead to the sign-in form.
final class WelcomeLogic:
  Act1Logic<SetupModel.Welcome, any WelcomePresenting, any WelcomeNavigating, WelcomeLogicState>,
  WelcomeUseCases
{
  override func start() {
    presenter.showGreeting(state.greeting)
  }

  func signIn() {
    navigator.showLogin()
  }
}
