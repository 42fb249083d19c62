import DLC

/// Search: act 2's first tab, the countries whose names start with what the person types.
enum Search: Act2SceneParts {
  /// What Search is created with.
  struct Setup {
    /// A query to look up at once, as a link asks; empty for none.
    var query = ""
  }

  /// Search's state, owned by its logic.
  struct State: LogicState {
    /// The query the results answer, or are being fetched for.
    var query = ""
    /// The countries that match the query, sorted by name.
    var results: [CountrySummary] = []
    /// Whether an answer for the query is on its way.
    var isSearching = false
  }

  typealias View = SearchView
  typealias Presenter = any SearchPresenterInterface
  typealias Navigator = any SearchNavigatorInterface

  static func wire(_ scene: SceneWiring<Self>) -> SearchLogic {
    scene.logic(SearchPresenter(scene), SearchNavigator(scene), SearchInteractor.init)
  }
}
