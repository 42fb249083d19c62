import DLC

/// Where Detail can go.
protocol DetailNavigating: SceneInterface {
  /// Goes back to the search results, as after a country failed to load.
  func close()
}

/// Performs Detail's transitions on the stage.
final class DetailNavigator: SceneNavigator<any Act2DCInterface>, DetailNavigating {
  func close() {
    try? stage?.pop()
  }
}
