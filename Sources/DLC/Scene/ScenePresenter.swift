/// The base of a scene's presenter: it holds the view weakly, and reaches the controller
/// through a link that holds it only while a stage does, so the presenter never keeps a scene
/// alive.
///
/// ```swift
/// final class WelcomePresenter: ScenePresenter<WelcomeView>, WelcomePresenterInterface {
///   func showGreeting(_ greeting: String) { view?.title.text = greeting }
/// }
/// ```
@MainActor
open class ScenePresenter<View: SceneView> {
  /// The scene's view, while the scene lives.
  public var view: View? { weakView }
  /// The scene's controller, for its title and alerts, while the scene lives.
  public var controller: SceneController? { link?.controller }

  // The storage of `view` and `controller`. Private, so that setting them (every scene made
  // does) and reading them (every update of the view does) needs no run-time exclusivity check,
  // as a public stored property would. The controller is reached through the link its
  // scene's parts share (see `SceneLink`).
  private weak var weakView: View?
  private var link: SceneLink?

  /// Creates the presenter of the scene being wired.
  ///
  /// - Parameter scene: The scene being wired.
  public convenience init<Parts: SceneParts>(_ scene: SceneWiring<Parts>)
  where Parts.View == View {
    self.init(view: scene.view, controller: nil)
    link = scene.link
  }

  /// Creates a presenter of a view, as a presenter's test does.
  ///
  /// - Parameters:
  ///   - view: The view to put data into; held weakly.
  ///   - controller: The controller to raise alerts on, if any; never kept alive by the
  ///     presenter.
  public init(view: View, controller: SceneController?) {
    weakView = view
    link = controller.map(SceneLink.of)
  }

  /// Shows an alert over the scene; it goes away if the scene leaves the stage.
  ///
  /// A tap on a button without an action of its own reaches the view's
  /// ``SceneView/onAlertButton`` once the alert has closed, so the interactor hears it as it
  /// hears element events and data keeps flowing one way.
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
