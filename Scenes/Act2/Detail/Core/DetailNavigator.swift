import DLC

protocol DetailNavigatorInterface: SceneRole {
  /// Goes back to the search results, as after a country failed to load.
  func close()
}

/// Goes back to the list Detail was opened from, Search's or Favorites', on the same tab.
final class DetailNavigator: SceneNavigator<any Act2DCInterface>, DetailNavigatorInterface {
  func close() {
    goBack()
  }
}
