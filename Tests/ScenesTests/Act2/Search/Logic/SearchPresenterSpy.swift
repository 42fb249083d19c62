import DLCTesting
import ServerWorker

@testable import Scenes

/// Stands in for Search's presenter.
final class SearchPresenterSpy: SearchPresenting, SceneSpy {
  let recorder = CallRecorder("SearchPresenter")

  /// Runs after each `showResults`, so that a test can act once results have reached the screen.
  var onShowResults: (() -> Void)?

  func showGreeting(for user: User) { recorder.record(user) }
  func showServerFailure(_ error: ServerError, query: String) { recorder.record(error, query) }
  func showResults(_ countries: [CountrySummary], for query: String) {
    if recorder.record(countries, query) {
      onShowResults?()
    }
  }
}
