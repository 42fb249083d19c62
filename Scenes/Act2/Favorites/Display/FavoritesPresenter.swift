import DLC

protocol FavoritesPresenterInterface: SceneRole {
  /// Shows the countries favorited, first favorited first.
  func showFavorites(_ countries: [CountrySummary])
  /// Shows that the favorites cannot be read.
  func showFavoritesUnreadable()
}

/// Lists the favorites in `countries`; `status` counts them, or says how to add one.
final class FavoritesPresenter: ScenePresenter<FavoritesView>, FavoritesPresenterInterface {
  func showFavorites(_ countries: [CountrySummary]) {
    view?.countries.rows = countries.map(\.name)
    switch countries.count {
    case 0: view?.status.text = "No favorites yet: add some from a country's page"
    case 1: view?.status.text = "1 favorite"
    default: view?.status.text = "\(countries.count) favorites"
    }
  }

  func showFavoritesUnreadable() {
    view?.countries.rows = []
    view?.status.text = "Favorites cannot be read: the store is damaged or unreadable"
  }
}
