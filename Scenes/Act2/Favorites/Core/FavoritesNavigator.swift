import DLC

protocol FavoritesNavigatorInterface: SceneRole {
  /// Pushes one country in full, on the Favorites tab.
  func showDetail(for country: CountrySummary)
}

/// Pushes a country on the Favorites tab's own stack, so `back` returns to the list.
final class FavoritesNavigator: SceneNavigator<any Act2DCInterface>, FavoritesNavigatorInterface {
  func showDetail(for country: CountrySummary) {
    push(dc.factory.scene(.detail(Detail.Setup(country: country))))
  }
}
