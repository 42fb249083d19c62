/// The base of a scene's interactor: binds the view's events to the logic's use cases.
///
/// A scene's interactor overrides ``bind(_:)``; its handlers hold the interactor weakly, as the
/// controller owns it.
///
/// ```swift
/// final class WelcomeInteractor: SceneInteractor<WelcomeView, any WelcomeUseCases> {
///   override func bind(_ view: WelcomeView) {
///     view.signIn.onTap = { [weak self] in self?.logic.signIn() }
///   }
/// }
/// ```
@MainActor
open class SceneInteractor<View: SceneView, Logic> {
  /// The use cases the events reach, through the logic's interface.
  public let logic: Logic

  /// Creates an interactor and binds the view's events.
  ///
  /// - Parameters:
  ///   - view: The view whose events it hears.
  ///   - logic: The use cases.
  public init(view: View, logic: Logic) {
    self.logic = logic
    bind(view)
  }

  /// Sets the view's event handlers, element events and ``SceneView/onAlertButton`` alike;
  /// called once, as the interactor is created.
  ///
  /// - Parameter view: The view whose events it hears.
  open func bind(_ view: View) {}
}
