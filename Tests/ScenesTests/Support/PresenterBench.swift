import DLC
import DLCTesting
import Testing

/// Puts one scene's real presenter on its real view, for a bare scene on a stage that shows its
/// alerts, for tests of what the presenter shows.
///
/// The presenter's type says which scene:
///
/// ```swift
/// PresenterBench<DetailPresenter>.run { presenter, view, stage in … }
/// ```
@MainActor
enum PresenterBench<Presenter: BenchPresenter> {
  /// Builds the stage, the scene on it, the view and the presenter; runs the test's body; then
  /// checks that everything it built, the view's elements included, was freed.
  ///
  /// - Parameters:
  ///   - sourceLocation: Where a leak is reported; the caller's line by default.
  ///   - body: The test, given the presenter, the view and the stage.
  static func run(
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: (Presenter, Presenter.View, Stage) throws -> Void
  ) rethrows {
    let tracker = LeakTracker()
    do {
      let stage = tracker.track(Stage(clock: ManualClock()))
      let scene = tracker.track(SceneController())
      stage.setRoot(scene)
      let view = Presenter.View()
      tracker.trackObjects(reachableFrom: view)
      let presenter = tracker.track(Presenter(view: view, controller: scene))

      try body(presenter, view, stage)
    }
    tracker.assertFreed(sourceLocation: sourceLocation)
  }
}
