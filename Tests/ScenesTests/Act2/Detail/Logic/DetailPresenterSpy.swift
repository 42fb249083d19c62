import DLCTesting
import ServerWorker

@testable import Scenes

/// Stands in for Detail's presenter.
final class DetailPresenterSpy: DetailPresenterInterface, SceneSpy {
  let log = CallLog<SpyCall>("DetailPresenter")

  func showLoading(_ country: CountrySummary) { record(country) }
  func showCountry(_ country: Country) { record(country) }
  func showFavorite(_ isFavorite: Bool) { record(isFavorite) }
  func showServerFailure(_ error: ServerError, country: CountrySummary) { record(error, country) }
}
