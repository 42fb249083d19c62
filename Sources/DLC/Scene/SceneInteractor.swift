/// The base of a scene's interactor: it binds the view's element events to the logic's use
/// cases, once, when the scene is wired.
///
/// ```swift
/// final class WelcomeInteractor: SceneInteractor<WelcomeView, any WelcomeLogicInterface> {
///   override func bind(_ view: WelcomeView) {
///     view.signIn.onTap = { [logic] in logic.signIn() }
///   }
/// }
/// ```
@MainActor
open class SceneInteractor<View: SceneView, Logic> {
  /// The use cases the events go to.
  public let logic: Logic

  /// Creates the interactor and binds the view's events.
  ///
  /// - Parameters:
  ///   - view: The scene's view.
  ///   - logic: The use cases, by their interface.
  public init(view: View, logic: Logic) {
    self.logic = logic
    bind(view)
  }

  /// Sets the view's event handlers; called once, from the initialiser.
  ///
  /// - Parameter view: The scene's view.
  open func bind(_ view: View) {}
}
