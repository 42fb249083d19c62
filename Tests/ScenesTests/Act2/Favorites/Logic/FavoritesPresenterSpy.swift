import DLCTesting

@testable import Scenes

/// Stands in for Favorites' presenter.
final class FavoritesPresenterSpy: FavoritesPresenterInterface, SceneSpy {
  let log = CallLog<SpyCall>("FavoritesPresenter")

  func showFavorites(_ countries: [CountrySummary]) { record(countries) }
  func showFavoritesUnreadable() { record() }
}
