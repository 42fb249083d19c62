import DLC
import StoreWorker

/// Detail: one country in full, with the person's favorite toggle and note, both in the store.
enum Detail: Act2SceneParts {
  /// What Detail is created with: the country picked from the search results.
  struct Setup {
    /// The country to show in full.
    var country: CountrySummary
  }

  /// Detail's state, owned by its logic.
  struct State: LogicState {
    /// The country in full, once loaded.
    var country: Country?
    /// Whether the country is among the person's favorites.
    var isFavorite = false
    /// Why the favorites cannot be read, when they cannot: the favorite button is held.
    var favoritesFailure: StoreError?
    /// The person's note about the country.
    var note = ""
    /// Why the note as shown is not saved, when its last write failed.
    var noteFailure: StoreError?
  }

  typealias View = DetailView
  typealias Presenter = any DetailPresenterInterface
  typealias Navigator = any DetailNavigatorInterface

  static func title(for setup: Setup) -> String { setup.country.name }

  static func wire(_ scene: SceneWiring<Self>) -> DetailLogic {
    scene.logic(DetailPresenter(scene), DetailNavigator(scene), DetailInteractor.init)
  }
}
