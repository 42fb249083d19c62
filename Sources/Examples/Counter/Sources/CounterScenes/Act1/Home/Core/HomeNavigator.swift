import DLC

/// Where Home can go.
protocol HomeNavigatorInterface: SceneRole {
  /// Shows the scene a link of the application leads to, over this one.
  func open(_ link: String)
}

/// Performs Home's transitions.
final class HomeNavigator:
  SceneNavigator<any Act1DCInterface>,
  HomeNavigatorInterface
{
  func open(_ link: String) {
    // The links come from AppLinks itself, so each has a destination.
    guard let destination = try? AppLinks.router.destination(for: link) else { return }
    push(destination(dc))
  }
}
