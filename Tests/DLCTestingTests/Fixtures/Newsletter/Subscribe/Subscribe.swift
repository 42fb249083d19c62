import DLC

/// Signs an email address up for the newsletter, once for each address.
enum Subscribe: SceneParts {
  /// What the scene is created with: nothing.
  struct Setup {}

  /// The Subscribe scene's state.
  struct State: LogicState {
    var subscribedEmail: String?
  }

  typealias Dependencies = any NewsletterDCInterface
  typealias View = SubscribeView
  typealias Presenter = any SubscribePresenterInterface
  typealias Navigator = any SubscribeNavigatorInterface

  static func title(for _: Setup) -> String { "Newsletter" }

  static func wire(_ scene: SceneWiring<Self>) -> SubscribeLogic {
    scene.logic(SubscribePresenter(scene), SubscribeNavigator(scene), SubscribeInteractor.init)
  }
}
