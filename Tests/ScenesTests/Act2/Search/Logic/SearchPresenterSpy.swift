import DLCTesting
import ServerWorker

@testable import Scenes

/// Stands in for Search's presenter.
final class SearchPresenterSpy: SearchPresenterInterface, SceneSpy {
  enum Call: Equatable {
    case showGreeting(User)
    case showResults([CountrySummary], query: String)
    case showServerFailure(ServerError, query: String)
  }

  let log = CallLog<Call>("SearchPresenter")

  /// Runs after each `showResults`, so that a test can act once results have reached the screen.
  var onShowResults: (() -> Void)?

  func showGreeting(for user: User) { log.record(.showGreeting(user)) }

  func showResults(_ countries: [CountrySummary], for query: String) {
    log.record(.showResults(countries, query: query))
    onShowResults?()
  }

  func showServerFailure(_ error: ServerError, query: String) {
    log.record(.showServerFailure(error, query: query))
  }
}
