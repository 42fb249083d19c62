import DLC

/// Where Favorites can go.
protocol FavoritesNavigatorInterface: SceneRole {
  /// Pushes one country in full, on the Favorites tab.
  func showDetail(for country: CountrySummary)
}

/// Performs Favorites' transitions, with scenes from act 2's factory.
final class FavoritesNavigator: SceneNavigator<any Act2DCInterface>, FavoritesNavigatorInterface {
  func showDetail(for country: CountrySummary) {
    push(dc.factory.scene(.detail(Detail.Setup(country: country))))
  }
}
