/// The base of a scene's presenter: puts data into the view's elements and raises alerts.
///
/// It holds the view and the controller weakly, as the controller owns them both.
///
/// ```swift
/// final class WelcomePresenter: ScenePresenter<WelcomeView>, WelcomePresenting {
///   func showGreeting(_ greeting: String) {
///     view?.title.text = greeting
///   }
/// }
/// ```
@MainActor
open class ScenePresenter<View: SceneView> {
  /// The scene's view, or `nil` once the scene is gone.
  public private(set) weak var view: View?
  private weak var controller: SceneController?

  /// Creates a presenter for a scene's view.
  ///
  /// - Parameters:
  ///   - view: The view whose elements it fills.
  ///   - controller: The scene, on whose behalf it raises alerts.
  public init(view: View, controller: SceneController) {
    self.view = view
    self.controller = controller
  }

  /// Shows an alert for the scene; it goes away with the scene.
  ///
  /// A button without an action reaches the view's ``SceneView/onAlertButton`` when tapped, so
  /// that the interactor hears it as it hears element events.
  ///
  /// - Parameter alert: The alert to show.
  public func showAlert(_ alert: Alert) {
    var alert = alert
    for index in alert.buttons.indices where alert.buttons[index].action == nil {
      let id = alert.buttons[index].id
      alert.buttons[index].action = { [weak view] in view?.onAlertButton?(id) }
    }
    controller?.showAlert(alert)
  }
}
