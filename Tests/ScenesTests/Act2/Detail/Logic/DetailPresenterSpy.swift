import DLCTesting
import ServerWorker

@testable import Scenes

/// Stands in for Detail's presenter; keeps what a failure alert's OK button would run.
final class DetailPresenterSpy: DetailPresenterInterface, SceneSpy {
  let log = CallLog<SpyCall>("DetailPresenter")

  /// What the last failure alert runs when the person dismisses it.
  private(set) var dismissFailure: (@MainActor () -> Void)?

  func showLoading(_ country: CountrySummary) { record(country) }
  func showCountry(_ country: Country, preferences: Preferences) { record(country, preferences) }
  func showNote(_ note: String) { record(note) }
  func showFavorite(_ isFavorite: Bool) { record(isFavorite) }

  func showServerFailure(
    _ error: ServerError,
    country: CountrySummary,
    dismissed: @escaping @MainActor () -> Void
  ) {
    if record(error, country) {
      dismissFailure = dismissed
    }
  }
}
