import DLC

/// Home: a scene of Act1.
enum Home: Act1SceneParts {
  /// What Home is created with.
  struct Setup {
    /// The links of the application's other scenes, one a row.
    var links: [String]

    /// Lists the given links, or every link of the application but Home's own, with
    /// the sample values its routes give (a route whose values have none is left out).
    init(links: [String]? = nil) {
      let own = "counter://home"
      self.links = links ?? AppLinks.router.sampleLinks.filter { $0 != own }
    }
  }

  /// Home's state, owned by its logic.
  ///
  /// Text typed into a secure field belongs in a `SecretText`, which prints masked wherever
  /// the state is shown.
  struct State: LogicState {
    /// The message shown.
    var message = "Home is ready."
  }

  typealias View = HomeView
  typealias Presenter = any HomePresenterInterface
  typealias Navigator = any HomeNavigatorInterface

  static func wire(_ scene: SceneWiring<Self>) -> HomeLogic {
    scene.logic(HomePresenter(scene), HomeNavigator(scene), HomeInteractor.init)
  }
}
