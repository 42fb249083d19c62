import DLC

/// Where Detail can go.
protocol DetailNavigatorInterface: SceneRole {
  /// Goes back to the search results, as after a country failed to load.
  func close()
}

/// Performs Detail's transitions.
final class DetailNavigator: SceneNavigator<any Act2DCInterface>, DetailNavigatorInterface {
  func close() {
    goBack()
  }
}
