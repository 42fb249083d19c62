import DLC

/// Login: the sign-in form, and the handover to act 2. Its parts, and how they are wired.
enum Login: SceneParts {
  typealias Setup = SetupModel.Login
  typealias Dependencies = any Act1DCInterface
  typealias View = LoginView
  typealias Presenter = any LoginPresenterInterface
  typealias Navigator = any LoginNavigatorInterface
  typealias State = LoginLogicState

  static func title(for _: Setup) -> String { "Sign in" }

  static func wire(_ scene: SceneWiring<Self>) -> LoginLogic {
    let logic = LoginLogic(
      scene.context(presenter: LoginPresenter(scene), navigator: LoginNavigator(scene)))
    scene.keep(LoginInteractor(view: scene.view, logic: logic))
    return logic
  }
}
