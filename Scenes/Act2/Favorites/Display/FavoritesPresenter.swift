import DLC

/// What Favorites' logic can show.
protocol FavoritesPresenterInterface: SceneRole {
  /// Shows the countries favorited, first favorited first.
  func showFavorites(_ countries: [CountrySummary])
}

/// Puts Favorites' data into its elements.
final class FavoritesPresenter: ScenePresenter<FavoritesView>, FavoritesPresenterInterface {
  func showFavorites(_ countries: [CountrySummary]) {
    view?.countries.rows = countries.map(\.name)
    switch countries.count {
    case 0: view?.status.text = "No favorites yet: add some from a country's page"
    case 1: view?.status.text = "1 favorite"
    default: view?.status.text = "\(countries.count) favorites"
    }
  }
}
