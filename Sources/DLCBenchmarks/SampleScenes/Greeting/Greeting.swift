import DLC

/// Greeter declared as applications declare their scenes, with ``SceneParts``: the framework's
/// controller builds the parts, owns them and forwards the lifecycle, as it does for every
/// Atlas scene, the Counter and every generated scene.
///
/// It shows ``GreeterView``, as the hand-written ``GreeterController`` does, so the two render
/// the same elements.
enum Greeting: SceneParts {
  /// What Greeting is created with: nothing, it always starts with no name.
  struct Setup {}

  /// Greeting's state: the name typed so far.
  struct State: LogicState {
    /// The name typed so far.
    var name = ""
  }

  typealias Dependencies = Void
  typealias View = GreeterView
  typealias Presenter = any GreetingPresenterInterface
  typealias Navigator = any GreetingNavigatorInterface

  static func title(for _: Setup) -> String { "Greeting" }

  static func wire(_ scene: SceneWiring<Self>) -> GreetingLogic {
    let logic = GreetingLogic(scene.context(GreetingPresenter(scene), GreetingNavigator(scene)))
    scene.keep(GreetingInteractor(view: scene.view, logic: logic))
    return logic
  }
}
