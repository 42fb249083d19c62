import DLC
import DLCTesting
import ServerWorker
import Testing

@testable import Scenes

@MainActor
@Suite struct DetailInteractorTests {
  /// Detail's view, interactor and presenter, with a logic spy.
  private let bench = InteractorBench(
    DetailInteractor.init, DetailPresenter.init(view:controller:), logic: DetailLogicSpy.self)

  @Test func tappingTheFavoriteButtonTogglesTheFavorite() throws {
    try bench.run { logic, _, stage in
      logic.expect { $0.toggleFavorite() }

      try stage.tap("favorite")

      logic.assertNoUnassertedCalls()
    }
  }

  @Test func theFailureAlertsOKReachesTheLogicThroughTheInteractor() throws {
    try bench.run { logic, presenter, stage in
      presenter.showServerFailure(.unreachable, country: .germany)
      logic.expect { $0.dismissFailure() }

      try stage.tap("ok")

      logic.assertNoUnassertedCalls()
      #expect(stage.alert == nil)
    }
  }
}
