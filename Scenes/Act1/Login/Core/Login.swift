import DLC

/// Login: the sign-in form; an account the server accepts hands over to act 2.
enum Login: Act1SceneParts {
  /// What Login is created with.
  struct Setup {
    /// The address to fill in the form with, such as the one last signed out.
    var email = ""
    /// Where act 2 opens once the person has signed in: Search, or where a link opened before
    /// sign-in points. It goes with the form, so leaving the form drops the link.
    var destination = Act2Destination.search(query: "")
  }

  /// Login's state, owned by its logic.
  struct State: LogicState {
    /// The email as typed.
    var email = ""
    /// The password as typed; masked wherever the state is shown.
    var password = SecretText()
    /// Whether a sign-in is under way.
    var isSubmitting = false
    /// What is wrong with the form or the credentials, if anything.
    var error: String?
  }

  typealias View = LoginView
  typealias Presenter = any LoginPresenterInterface
  typealias Navigator = any LoginNavigatorInterface

  static func title(for _: Setup) -> String { "Sign in" }

  static func wire(_ scene: SceneWiring<Self>) -> LoginLogic {
    scene.logic(LoginPresenter(scene), LoginNavigator(scene), LoginInteractor.init)
  }
}
