import DLC
import DLCTesting
import Testing

/// Puts one scene's view on a real stage with its interactor bound to a logic spy and its real
/// presenter, for tests of how events, alert buttons included, reach the use cases.
@MainActor
enum InteractorBench {
  /// Builds the view, a scene showing it on a stage, the logic spy, the interactor and the
  /// presenter; runs the test's body; then checks that everything it built was freed.
  ///
  /// - Parameters:
  ///   - makeInteractor: Makes the interactor, such as `DetailInteractor.init`.
  ///   - makePresenter: Makes the presenter, such as `DetailPresenter.init(view:controller:)`.
  ///   - sourceLocation: Where a leak is reported; the caller's line by default.
  ///   - body: The test, given the logic spy, the presenter and the stage.
  static func run<View: SceneView, Logic: SceneSpy, Presenter: AnyObject>(
    _ makeInteractor: (View, Logic) -> AnyObject,
    _ makePresenter: (View, SceneController) -> Presenter,
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
