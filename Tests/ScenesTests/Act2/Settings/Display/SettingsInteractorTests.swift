import DLC
import DLCTesting
import Testing

@testable import Scenes

@MainActor
@Suite struct SettingsInteractorTests {
  /// Settings's view, interactor and presenter, with a logic spy.
  private let bench = InteractorBench(
    SettingsInteractor.init, SettingsPresenter.init(view:controller:),
    logic: SettingsLogicSpy.self)

  @Test func confirmingTheSignOutReachesTheLogicThroughTheInteractor() throws {
    try bench.run { logic, presenter, stage in
      presenter.confirmSignOut()
      logic.expect { $0.confirmSignOut() }

      try stage.tap("confirm")

      logic.assertNoUnassertedCalls()
      #expect(stage.alert == nil)
    }
  }

  @Test func cancellingTheSignOutReachesNoUseCase() throws {
    try bench.run { logic, presenter, stage in
      presenter.confirmSignOut()
      logic.expect { _ in }

      try stage.tap("cancel")

      logic.assertNoUnassertedCalls()
      #expect(stage.alert == nil)
    }
  }
}
