import DLC

protocol HomePresenterInterface: SceneRole {
  /// Shows the message.
  func showMessage(_ message: String)
  /// Shows the links of the other scenes, one a row.
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
  }
}
