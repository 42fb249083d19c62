import DLC
import DLCTesting
import ServerWorker
import Testing

@testable import Scenes

@MainActor
@Suite struct DetailInteractorTests {
  @Test func tappingTheFavoriteButtonTogglesTheFavorite() throws {
    try withInteractor { logic, _, stage in
      logic.expect { $0.toggleFavorite() }

      try stage.tap("favorite")

      logic.assertNoUnassertedCalls()
    }
  }

  @Test func theFailureAlertsOKReachesTheLogicThroughTheInteractor() throws {
    try withInteractor { logic, presenter, stage in
      presenter.showServerFailure(.unreachable, country: .germany)
      logic.expect { $0.dismissFailure() }

      try stage.tap("ok")

      logic.assertNoUnassertedCalls()
      #expect(stage.alert == nil)
    }
  }

  /// Puts a scene with Detail's view on a stage, binds an interactor to a logic spy and a real
  /// presenter; runs the test's body; then checks that everything it built was freed.
  private func withInteractor(
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: (DetailLogicSpy, DetailPresenter, Stage) throws -> Void
  ) rethrows {
    let tracker = LeakTracker()
    do {
      let view = tracker.track(DetailView())
      let scene = tracker.track(ViewOnlyController(view: view))
      let stage = tracker.track(Stage(clock: ManualClock()))
      stage.setRoot(scene)
      let logic = tracker.track(DetailLogicSpy())
      let interactor = tracker.track(DetailInteractor(view: view, logic: logic))
      let presenter = tracker.track(DetailPresenter(view: view, controller: scene))

      try body(logic, presenter, stage)
      withExtendedLifetime(interactor) {}
    }
    tracker.assertFreed(sourceLocation: sourceLocation)
  }
}
