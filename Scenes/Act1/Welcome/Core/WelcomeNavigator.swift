import DLC

/// Where Welcome can go.
protocol WelcomeNavigating: SceneInterface {
  /// Pushes the sign-in form.
  func showLogin()
}

/// Performs Welcome's transitions on the stage, with scenes from act 1's factory.
final class WelcomeNavigator: SceneNavigator<any Act1DCInterface>, WelcomeNavigating {
  func showLogin() {
    stage?.push(dc.factory.scene(.login(SetupModel.Login())))
  }
}
