import DLC

protocol HomePresenterInterface: SceneRole {
  /// Shows the message.
  func showMessage(_ message: String)
  /// Shows the links of the other scenes, one a row, none selected.
  func showLinks(_ links: [String])
}

/// Puts the message in `message`.
/// Puts the links in `scenes`.
final class HomePresenter:
  ScenePresenter<HomeView>,
  HomePresenterInterface
{
  func showMessage(_ message: String) {
    view?.message.text = message
  }

  func showLinks(_ links: [String]) {
    view?.scenes.rows = links
    view?.scenes.selectedIndex = nil
  }
}
