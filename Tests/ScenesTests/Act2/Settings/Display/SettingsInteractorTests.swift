import DLC
import DLCTesting
import Testing

@testable import Scenes

@MainActor
@Suite struct SettingsInteractorTests {
  @Test func confirmingTheSignOutReachesTheLogicThroughTheInteractor() throws {
    try withInteractor { logic, presenter, stage in
      presenter.confirmSignOut()
      logic.expect { $0.confirmSignOut() }

      try stage.tap("confirm")

      logic.assertNoUnassertedCalls()
      #expect(stage.alert == nil)
    }
  }

  @Test func cancellingTheSignOutReachesNoUseCase() throws {
    try withInteractor { logic, presenter, stage in
      presenter.confirmSignOut()
      logic.expect { _ in }

      try stage.tap("cancel")

      logic.assertNoUnassertedCalls()
      #expect(stage.alert == nil)
    }
  }

  /// Puts a scene with Settings' view on a stage, binds an interactor to a logic spy and a real
  /// presenter; runs the test's body; then checks that everything it built was freed.
  private func withInteractor(
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: (SettingsLogicSpy, SettingsPresenter, Stage) throws -> Void
  ) rethrows {
    let tracker = LeakTracker()
    do {
      let view = tracker.track(SettingsView())
      let scene = tracker.track(ViewOnlyController(view: view))
      let stage = tracker.track(Stage(clock: ManualClock()))
      stage.setRoot(scene)
      let logic = tracker.track(SettingsLogicSpy())
      let interactor = tracker.track(SettingsInteractor(view: view, logic: logic))
      let presenter = tracker.track(SettingsPresenter(view: view, controller: scene))

      try body(logic, presenter, stage)
      withExtendedLifetime(interactor) {}
    }
    tracker.assertFreed(sourceLocation: sourceLocation)
  }
}
