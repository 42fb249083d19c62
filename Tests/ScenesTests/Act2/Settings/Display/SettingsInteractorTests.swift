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

  /// Runs the test on Settings's view, interactor and presenter with a logic spy (see
  /// `InteractorBench`).
  private func withInteractor(
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: (SettingsLogicSpy, SettingsPresenter, Stage) throws -> Void
  ) rethrows {
    try InteractorBench.run(
      SettingsInteractor.init, SettingsPresenter.init(view:controller:),
      sourceLocation: sourceLocation, body)
  }
}
