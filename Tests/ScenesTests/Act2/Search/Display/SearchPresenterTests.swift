import DLC
import DLCTesting
import ServerWorker
import Testing

@testable import Scenes

@MainActor
@Suite struct SearchPresenterTests {
  @Test func theGreetingNamesTheSignedInEmail() {
    withPresenter { presenter, view, _ in
      presenter.showGreeting(for: Act2DCStub.user)

      #expect(view.greeting.text == "Signed in as ada@example.com")
    }
  }

  @Test func resultsAreListedByNameAndCounted() {
    withPresenter { presenter, view, _ in
      presenter.showResults([.georgia, .germany], for: "ge")

      #expect(view.results.rows == ["Georgia", "Germany"])
      #expect(view.status.text == "2 matches")
    }
  }

  @Test func aSingleResultIsOneMatch() {
    withPresenter { presenter, view, _ in
      presenter.showResults([.germany], for: "ger")

      #expect(view.results.rows == ["Germany"])
      #expect(view.status.text == "1 match")
    }
  }

  /// No results for a query say so; for an empty query, nothing is said.
  @Test(arguments: [("Narnia", "No matches"), ("", "")])
  func noResultsSayNoMatchesUnlessTheQueryIsEmpty(query: String, status: String) {
    withPresenter { presenter, view, _ in
      presenter.showResults([.germany], for: "ger")
      presenter.showResults([], for: query)

      #expect(view.results.rows.isEmpty)
      #expect(view.status.text == status)
    }
  }

  @Test func aServerFailureRaisesAnAlertNamingTheFailureAndTheQuery() {
    withPresenter { presenter, _, stage in
      presenter.showServerFailure(.http(status: 503, excerpt: "Busy"), query: "ger")

      #expect(stage.alert?.title == "Server error (503)")
      #expect(stage.alert?.message == "Could not search for \"ger\".")
    }
  }

  /// Runs the test on Search's presenter and view (see `PresenterBench`).
  private func withPresenter(
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: (SearchPresenter, SearchView, Stage) -> Void
  ) {
    PresenterBench.run(
      SearchPresenter.init(view:controller:), sourceLocation: sourceLocation, body)
  }
}
