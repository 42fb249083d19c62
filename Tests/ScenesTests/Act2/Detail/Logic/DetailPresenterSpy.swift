import DLCTesting
import ServerWorker

@testable import Scenes

/// Stands in for Detail's presenter; keeps what a failure alert's OK button would run.
final class DetailPresenterSpy: DetailPresenterInterface, SceneSpy {
  enum Call: Equatable {
    case showLoading(CountrySummary)
    case showCountry(Country)
    case showFavorite(Bool)
    case showServerFailure(ServerError, country: CountrySummary)
  }

  let log = CallLog<Call>("DetailPresenter")

  /// What the last failure alert runs when the person dismisses it.
  private(set) var dismissFailure: (@MainActor () -> Void)?

  func showLoading(_ country: CountrySummary) { log.record(.showLoading(country)) }
  func showCountry(_ country: Country) { log.record(.showCountry(country)) }
  func showFavorite(_ isFavorite: Bool) { log.record(.showFavorite(isFavorite)) }

  func showServerFailure(
    _ error: ServerError,
    country: CountrySummary,
    dismissed: @escaping @MainActor () -> Void
  ) {
    log.record(.showServerFailure(error, country: country))
    dismissFailure = dismissed
  }
}
