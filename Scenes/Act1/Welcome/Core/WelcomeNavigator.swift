import DLC

/// Where Welcome can go.
protocol WelcomeNavigatorInterface: SceneRole {
  /// Pushes the sign-in form.
  func showLogin()
}

/// Performs Welcome's transitions, with scenes from act 1's factory.
final class WelcomeNavigator: SceneNavigator<any Act1DCInterface>, WelcomeNavigatorInterface {
  func showLogin() {
    push(dc.factory.scene(.login(Login.Setup())))
  }
}
