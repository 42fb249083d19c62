import DLC
import DLCTesting
import Testing

/// Puts one scene's real presenter on its real view, for a bare scene on a stage that shows its
/// alerts, for tests of what the presenter shows.
@MainActor
enum PresenterBench {
  /// Builds the stage, the scene on it, the view and the presenter; runs the test's body; then
  /// checks that everything it built, the view's elements included, was freed.
  ///
  /// - Parameters:
  ///   - makePresenter: Makes the presenter, such as `DetailPresenter.init(view:controller:)`.
  ///   - sourceLocation: Where a leak is reported; the caller's line by default.
  ///   - body: The test, given the presenter, the view and the stage.
  static func run<View: SceneView, Presenter: AnyObject>(
    _ makePresenter: (View, SceneController) -> Presenter,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: (Presenter, View, Stage) throws -> Void
  ) rethrows {
    let tracker = LeakTracker()
    do {
      let stage = tracker.track(Stage(clock: ManualClock()))
      let scene = tracker.track(SceneController())
      stage.setRoot(scene)
      let view = View()
      tracker.trackObjects(reachableFrom: view)
      let presenter = tracker.track(makePresenter(view, scene))

      try body(presenter, view, stage)
    }
    tracker.assertFreed(sourceLocation: sourceLocation)
  }
}
