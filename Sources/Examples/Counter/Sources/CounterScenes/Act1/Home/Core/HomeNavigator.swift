import DLC

protocol HomeNavigatorInterface: SceneRole {
  /// Shows the scene a link of the application leads to, over this one.
  func open(_ link: String)
}

/// Shows what a link leads to over Home as the scene asks, so `back` comes back here.
final class HomeNavigator:
  SceneNavigator<any Act1DCInterface>,
  HomeNavigatorInterface
{
  func open(_ link: String) {
    // The links come from AppLinks itself, so each has a destination.
    guard let destination = try? AppLinks.router.destination(for: link) else { return }
    show(destination(dc))
  }
}
