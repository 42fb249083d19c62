import DLCTesting
import ServerWorker

@testable import Scenes

/// Stands in for Search's presenter.
final class SearchPresenterSpy: SearchPresenterInterface, SceneSpy {
  let log = CallLog<SpyCall>("SearchPresenter")

  /// Runs after each `showResults`, so that a test can act once results have reached the screen.
  var onShowResults: (() -> Void)?

  func showGreeting(for user: User) { record(user) }
  func showQuery(_ query: String) { record(query) }
  func showServerFailure(_ error: ServerError, query: String) { record(error, query) }

  func showResults(_ countries: [CountrySummary], for query: String) {
    if record(countries, query) {
      onShowResults?()
    }
  }
}
