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
  /// The scene's controller, while the scene lives: its stage's clock and its tasks time
  /// ``debounced(for:_:)`` input.
  public var controller: SceneController? { link?.controller }

  /// The storage of ``controller``: the link its scene's parts share (see ``SceneLink``).
  /// Private, so that setting it (every scene made does) needs no run-time exclusivity check,
  /// as a public stored property would.
  private var link: SceneLink?

  /// Creates the interactor of the scene being wired and binds the view's events.
  ///
  /// - Parameters:
  ///   - scene: The scene being wired.
  ///   - logic: The use cases, by their interface.
  public convenience init<Parts: SceneParts>(_ scene: SceneWiring<Parts>, logic: Logic)
  where Parts.View == View {
    self.init(view: scene.view, logic: logic, controller: scene.controller)
  }

  /// Creates an interactor of a view, outside any scene, and binds the view's events, as an
  /// interactor's test does; ``debounced(for:_:)`` input goes nowhere without a scene.
  ///
  /// - Parameters:
  ///   - view: The scene's view.
  ///   - logic: The use cases, by their interface.
  public convenience init(view: View, logic: Logic) {
    self.init(view: view, logic: logic, controller: nil)
  }

  /// Creates an interactor of a view and binds the view's events.
  ///
  /// - Parameters:
  ///   - view: The scene's view.
  ///   - logic: The use cases, by their interface.
  ///   - controller: The controller of the scene showing the view; never kept alive by the
  ///     interactor.
  public init(view: View, logic: Logic, controller: SceneController?) {
    self.logic = logic
    link = controller.map(SceneLink.of)
    bind(view)
  }

  /// Sets the view's event handlers; called once, from the initialiser.
  ///
  /// - Parameter view: The scene's view.
  open func bind(_ view: View) {}

  /// An event handler that hands the action only the last of quick inputs, once input has been
  /// quiet for a delay, such as a search field's text:
  ///
  /// <!-- swift-check
  /// extension SearchInteractor {
  ///   func example(view: SearchView) {
  ///     <#example#>
  ///   }
  /// }
  /// -->
  /// ```swift
  /// view.query.onChange = debounced(for: .milliseconds(300)) { [logic] text in
  ///   logic.search(for: text)
  /// }
  /// ```
  ///
  /// The wait is the scene's work, on the clock of the stage the scene is on: the stage settles
  /// past it, a ``ManualClock`` fires it only when advanced, and it is cancelled when the scene
  /// leaves.
  ///
  /// - Parameters:
  ///   - delay: How long input must be quiet before the action runs.
  ///   - action: What to do with the last input.
  /// - Returns: The handler, for an element's event.
  public func debounced<Value>(
    for delay: Duration, _ action: @escaping @MainActor (Value) -> Void
  ) -> @MainActor (Value) -> Void {
    let input = DebouncedInput(delay: delay, link: link, action: action)
    return { input.send($0) }
  }
}
