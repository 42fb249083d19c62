import DLCTesting
import ServerWorker

@testable import Scenes

/// Stands in for Detail's presenter, recording every call.
final class DetailPresenterSpy: DetailPresenting, SceneSpy {
  let recorder = CallRecorder("DetailPresenter")

  func showLoading(_ country: CountrySummary) { recorder.record(country) }
  func showCountry(_ country: Country) { recorder.record(country) }
  func showFavorite(_ isFavorite: Bool) { recorder.record(isFavorite) }
  func showServerFailure(_ error: ServerError, country: CountrySummary) {
    recorder.record(error, country)
  }
}
