import DLC

/// Favorites: act 2's second tab, the person's favorites as the store holds them, oldest first.
enum Favorites: Act2SceneParts {
  /// What Favorites is created with: nothing beyond act 2's container.
  struct Setup {}

  /// Favorites' state, owned by its logic.
  struct State: LogicState {
    /// The countries favorited, first favorited first.
    var countries: [CountrySummary] = []
  }

  typealias View = FavoritesView
  typealias Presenter = any FavoritesPresenterInterface
  typealias Navigator = any FavoritesNavigatorInterface

  static func wire(_ scene: SceneWiring<Self>) -> FavoritesLogic {
    scene.logic(FavoritesPresenter(scene), FavoritesNavigator(scene), FavoritesInteractor.init)
  }
}
