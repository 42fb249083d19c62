import DLC

protocol WelcomeNavigatorInterface: SceneRole {
  /// Pushes the sign-in form.
  func showLogin()
}

/// Pushes the sign-in form over Welcome, so `back` from the form returns here.
final class WelcomeNavigator: SceneNavigator<any Act1DCInterface>, WelcomeNavigatorInterface {
  func showLogin() {
    push(dc.factory.scene(.login(Login.Setup())))
  }
}
