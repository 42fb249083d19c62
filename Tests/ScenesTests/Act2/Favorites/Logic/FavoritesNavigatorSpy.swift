import DLCTesting

@testable import Scenes

/// Stands in for Favorites' navigator.
final class FavoritesNavigatorSpy: FavoritesNavigatorInterface, SceneSpy {
  let log = CallLog<SpyCall>("FavoritesNavigator")

  func showDetail(for country: CountrySummary) { record(country) }
}
