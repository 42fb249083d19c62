import DLC
import DLCTesting
import Testing

/// Puts one scene's view on a real stage with its interactor bound to a logic spy and its real
/// presenter, for tests of how events, alert buttons included, reach the use cases.
///
/// A suite keeps one, made with its scene's interactor and presenter, and runs each test on it:
///
/// ```swift
/// private let bench = InteractorBench(
///   DetailInteractor.init, DetailPresenter.init(view:controller:), logic: DetailLogicSpy.self)
///
/// @Test func … {
///   try bench.run { logic, presenter, stage in … }
/// }
/// ```
@MainActor
struct InteractorBench<View: SceneView, Logic: SceneSpy, Presenter: AnyObject> {
  private let makeInteractor: @MainActor (View, Logic) -> AnyObject
  private let makePresenter: @MainActor (View, SceneController) -> Presenter

  /// A bench for one scene's interactor and presenter.
  ///
  /// - Parameters:
  ///   - makeInteractor: Makes the interactor, such as `DetailInteractor.init`.
  ///   - makePresenter: Makes the presenter, such as `DetailPresenter.init(view:controller:)`.
  ///   - logic: The logic spy the interactor is bound to, such as `DetailLogicSpy.self`.
  init(
    _ makeInteractor: @escaping @MainActor (View, Logic) -> AnyObject,
    _ makePresenter: @escaping @MainActor (View, SceneController) -> Presenter,
    logic: Logic.Type
  ) {
    self.makeInteractor = makeInteractor
    self.makePresenter = makePresenter
  }

  /// Builds the view, a scene showing it on a stage, the logic spy, the interactor and the
  /// presenter; runs the test's body; then checks that everything it built was freed.
  ///
  /// - Parameters:
  ///   - sourceLocation: Where a leak is reported; the caller's line by default.
  ///   - body: The test, given the logic spy, the presenter and the stage.
  func run(
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: (Logic, Presenter, Stage) throws -> Void
  ) rethrows {
    let tracker = LeakTracker()
    do {
      let view = tracker.track(View())
      let scene = tracker.track(ViewOnlyController(view: view))
      let stage = tracker.track(Stage(clock: ManualClock()))
      stage.setRoot(scene)
      let logic = tracker.track(Logic())
      let interactor = tracker.track(makeInteractor(view, logic))
      let presenter = tracker.track(makePresenter(view, scene))

      try body(logic, presenter, stage)
      withExtendedLifetime(interactor) {}
    }
    tracker.assertFreed(sourceLocation: sourceLocation)
  }
}
