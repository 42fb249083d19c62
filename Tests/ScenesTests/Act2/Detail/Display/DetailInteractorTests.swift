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

  /// Runs the test on Detail's view, interactor and presenter with a logic spy (see
  /// `InteractorBench`).
  private func withInteractor(
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: (DetailLogicSpy, DetailPresenter, Stage) throws -> Void
  ) rethrows {
    try InteractorBench.run(
      DetailInteractor.init, DetailPresenter.init(view:controller:),
      sourceLocation: sourceLocation, body)
  }
}
