import DLC
import DLCTesting
import ServerWorker
import Testing

@testable import Scenes

@MainActor
@Suite struct SearchPresenterTests {
  @Test func theGreetingNamesTheSignedInEmail() {
    PresenterBench<SearchPresenter>.run { presenter, view, _ in
      presenter.showGreeting(for: Act2DCStub.user)

      #expect(view.greeting.text == "Signed in as ada@example.com")
    }
  }

  @Test func resultsAreListedByNameAndCounted() {
    PresenterBench<SearchPresenter>.run { presenter, view, _ in
      presenter.showResults([.georgia, .germany], for: "ge")

      #expect(view.results.rows == ["Georgia", "Germany"])
      #expect(view.status.text == "2 matches")
    }
  }

  @Test func aSingleResultIsOneMatch() {
    PresenterBench<SearchPresenter>.run { presenter, view, _ in
      presenter.showResults([.germany], for: "ger")

      #expect(view.results.rows == ["Germany"])
      #expect(view.status.text == "1 match")
    }
  }

  /// No results for a query say so; for an empty query, nothing is said.
  @Test(arguments: [("Narnia", "No matches"), ("", "")])
  func noResultsSayNoMatchesUnlessTheQueryIsEmpty(query: String, status: String) {
    PresenterBench<SearchPresenter>.run { presenter, view, _ in
      presenter.showResults([.germany], for: "ger")
      presenter.showResults([], for: query)

      #expect(view.results.rows.isEmpty)
      #expect(view.status.text == status)
    }
  }

  @Test func aServerFailureRaisesAnAlertNamingTheFailureAndTheQuery() {
    PresenterBench<SearchPresenter>.run { presenter, _, stage in
      presenter.showServerFailure(.http(status: 503, excerpt: "Busy"), query: "ger")

      #expect(stage.alert?.title == "Server error (503)")
      #expect(stage.alert?.message == "Could not search for \"ger\".")
    }
  }
}
