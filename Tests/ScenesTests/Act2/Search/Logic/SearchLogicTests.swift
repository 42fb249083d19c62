import CacheWorker
import CacheWorkerTesting
import DLC
import DLCTesting
import Foundation
import ServerWorker
import ServerWorkerTesting
import Testing

@testable import Scenes

@MainActor
@Suite struct SearchLogicTests {
  private let spied = SpiedLogic<SearchLogic, SearchPresenterSpy, SearchNavigatorSpy>()

  // MARK: - Greeting

  @Test func startGreetsTheSignedInPerson() async {
    await spied.withLogic(setup: Search.Setup(), cache: nil) { logic, presenter, _, _ in
      presenter.expect { $0.showGreeting(for: Act2DCStub.user) }

      logic.start()
    }
  }

  @Test func startWithAQueryFillsTheFieldAndLooksItUpAtOnce() async {
    let server = ServerStub.suggesting([.germany])
    await spied.withLogic(setup: Search.Setup(query: "ger"), server: server) {
      logic, presenter, _, tasks in
      logic.start()
      await tasks.waitUntilFinished()

      presenter.assertCalls {
        $0.showGreeting(for: Act2DCStub.user)
        $0.showQuery("ger")
        $0.showResults([.germany], for: "ger")
      }
      #expect(server.requests.map(\.target) == ["/suggest?q=ger"])
    }
  }

  // MARK: - Searching

  @Test func aQueryShowsTheCountriesTheServerSuggests() async {
    let server = ServerStub.suggesting([.georgia, .germany])
    await spied.withLogic(setup: Search.Setup(), server: server) { logic, presenter, _, tasks in
      await search(logic, presenter, tasks, for: "ge", shows: [.georgia, .germany])

      #expect(logic.state == Search.State(query: "ge", results: [.georgia, .germany]))
      #expect(server.requests.map(\.target) == ["/suggest?q=ge"])
    }
  }

  @Test func aSearchIsUnderWayUntilItsAnswerArrives() async {
    await spied.withLogic(setup: Search.Setup(), server: .suggesting([.germany])) {
      logic, presenter, _, tasks in
      logic.search(for: "ger")
      #expect(logic.state.isSearching)

      await tasks.waitUntilFinished()

      #expect(!logic.state.isSearching)
      presenter.assertCalls { $0.showResults([.germany], for: "ger") }
    }
  }

  @Test func spacesAroundTheQueryAreIgnored() async {
    let server = ServerStub.suggesting([.germany])
    await spied.withLogic(setup: Search.Setup(), server: server) { logic, presenter, _, tasks in
      logic.search(for: "  ger ")
      await tasks.waitUntilFinished()

      presenter.assertCalls { $0.showResults([.germany], for: "ger") }
      #expect(server.requests.map(\.target) == ["/suggest?q=ger"])
    }
  }

  @Test func aQueryLongerThanAnyNameMatchesNothingWithoutARequest() async {
    // No server and no cache: a request or a look-up would fail the test.
    await spied.withLogic(setup: Search.Setup(), cache: nil) { logic, presenter, _, tasks in
      let pasted = String(repeating: "Germany ", count: 100_000)
      let query = pasted.trimmingCharacters(in: .whitespaces)

      logic.search(for: pasted)
      await tasks.waitUntilFinished()

      presenter.assertCalls { $0.showResults([], for: query) }
      #expect(!logic.state.isSearching)
    }
  }

  @Test func aQueryOfOneCharacterJoinedAMillionTimesIsTooLongToAsk() async {
    // No server and no cache: a request or a look-up would fail the test.
    await spied.withLogic(setup: Search.Setup(), cache: nil) { logic, presenter, _, tasks in
      let joined = "a" + String(repeating: "\u{200D}", count: 1_000_000)
      #expect(joined.count == 1)

      await search(logic, presenter, tasks, for: joined, shows: [])
    }
  }

  @Test func anEmptyQueryClearsTheResultsWithoutARequest() async {
    let server = ServerStub.suggesting([.germany])
    await spied.withLogic(setup: Search.Setup(), server: server) { logic, presenter, _, tasks in
      await search(logic, presenter, tasks, for: "ger", shows: [.germany])

      logic.search(for: " ")
      await tasks.waitUntilFinished()

      presenter.assertCalls { $0.showResults([], for: "") }
      #expect(logic.state == Search.State())
      #expect(server.requests.count == 1)
    }
  }

  @Test func aQueryWithoutMatchesShowsNoResults() async {
    await spied.withLogic(setup: Search.Setup(), server: .suggesting([])) {
      logic, presenter, _, tasks in
      await search(logic, presenter, tasks, for: "xyz", shows: [])

      #expect(logic.state == Search.State(query: "xyz"))
    }
  }

  // MARK: - Caching

  /// The cache ignores the case of the query: "GER" is the same question as "ger".
  @Test(arguments: ["ger", "GER"])
  func theSameQueryInAnyCaseReachesTheServerOnce(again: String) async {
    let server = ServerStub.suggesting([.germany])
    await spied.withLogic(setup: Search.Setup(), server: server) { logic, presenter, _, tasks in
      await search(logic, presenter, tasks, for: "ger", shows: [.germany])
      await search(logic, presenter, tasks, for: again, shows: [.germany])
    }
    #expect(server.requests(.get, "/suggest").count == 1)
  }

  @Test func answersAreCachedInTheSuggestNamespace() async {
    let cache = CacheDouble.inMemory(clock: ManualClock())
    await spied.withLogic(setup: Search.Setup(), server: .suggesting([.germany]), cache: cache) {
      logic, presenter, _, tasks in
      await search(logic, presenter, tasks, for: "Ger", shows: [.germany])
    }
    let suggestions = cache.namespace("suggest")
    #expect(await suggestions.value(of: [CountrySummary].self, forKey: "ger") == [.germany])
  }

  @Test func anAnswerInTheCacheIsShownWithoutARequest() async throws {
    let cache = CacheDouble.inMemory(clock: ManualClock())
    try await cache.namespace("suggest").set([CountrySummary.ghana], forKey: "gh")
    // No server: a request would fail the test.
    await spied.withLogic(setup: Search.Setup(), cache: cache) { logic, presenter, _, tasks in
      await search(logic, presenter, tasks, for: "gh", shows: [.ghana])
    }
  }

  @Test func anAnswerIsAskedForAgainOnceItsLifetimeIsOver() async {
    let clock = ManualClock()
    let server = ServerStub.suggesting([.germany])
    await spied.withLogic(
      setup: Search.Setup(), clock: clock, server: server, cache: .inMemory(clock: clock)
    ) {
      logic, presenter, _, tasks in
      await search(logic, presenter, tasks, for: "ger", shows: [.germany])
      clock.advance(by: SearchLogic.answerLifetime)
      await search(logic, presenter, tasks, for: "ger", shows: [.germany])
    }
    #expect(server.requests(.get, "/suggest").count == 2)
  }

  @Test func aFailedSearchIsNotCached() async {
    let server = failing(with: .unreachable)
    await spied.withLogic(setup: Search.Setup(), server: server) { logic, presenter, _, tasks in
      await searchFails(logic, presenter, tasks, with: .unreachable)
      server.answer(.get, "/suggest", json: SuggestResponse(countries: [.germany]))
      await search(logic, presenter, tasks, for: "ger", shows: [.germany])
    }
    #expect(server.requests(.get, "/suggest").count == 2)
  }

  // MARK: - The latest query wins

  @Test func aSlowAnswerToAnOlderQueryNeverOverwritesANewerOne() async {
    let olderArrived = AnswerGate()
    let olderAnswer = AnswerGate()
    let server = ServerStub()
    server.answer(.get, "/suggest") { request in
      guard request.queryValue(named: "q") == "ge" else {
        return .json(SuggestResponse(countries: [.germany]))
      }
      olderArrived.open()
      await olderAnswer.wait()
      return .json(SuggestResponse(countries: [.georgia, .germany]))
    }
    await spied.withLogic(setup: Search.Setup(), server: server) { logic, presenter, _, tasks in
      logic.search(for: "ge")
      await olderArrived.wait()
      // The older answer comes back only once the newer one is on screen.
      presenter.onShowResults = { olderAnswer.open() }
      logic.search(for: "ger")
      await tasks.waitUntilFinished()

      presenter.assertCalls { $0.showResults([.germany], for: "ger") }
      #expect(logic.state == Search.State(query: "ger", results: [.germany]))
      #expect(server.requests.map(\.target) == ["/suggest?q=ge", "/suggest?q=ger"])
    }
  }

  @Test func clearingTheQueryDropsTheAnswerStillOnItsWay() async {
    let arrived = AnswerGate()
    let answer = AnswerGate()
    let server = ServerStub()
    server.answer(.get, "/suggest") { _ in
      arrived.open()
      await answer.wait()
      return .json(SuggestResponse(countries: [.germany]))
    }
    await spied.withLogic(setup: Search.Setup(), server: server) { logic, presenter, _, tasks in
      logic.search(for: "ger")
      await arrived.wait()
      logic.search(for: "")
      answer.open()
      await tasks.waitUntilFinished()

      presenter.assertCalls { $0.showResults([], for: "") }
      #expect(logic.state == Search.State())
    }
  }

  // MARK: - Server failures

  @Test(arguments: [ServerError.unreachable, .timedOut])
  func aServerThatDoesNotAnswerIsReportedWithTheQuery(failure: ServerError) async {
    await spied.withLogic(setup: Search.Setup(), server: failing(with: failure)) {
      logic, presenter, _, tasks in
      await searchFails(logic, presenter, tasks, with: failure)

      #expect(logic.state == Search.State(query: "ger"))
    }
  }

  @Test func aServerErrorIsReportedWithItsStatus() async {
    let server = ServerStub()
    server.answer(.get, "/suggest", status: 500, text: "Index unavailable")
    await spied.withLogic(setup: Search.Setup(), server: server) { logic, presenter, _, tasks in
      await searchFails(
        logic, presenter, tasks, with: .http(status: 500, excerpt: "Index unavailable"))
    }
  }

  @Test func anUnreadableAnswerIsReported() async {
    let server = ServerStub()
    server.answer(.get, "/suggest", status: 200, text: "<html>Germany</html>")
    await spied.withLogic(setup: Search.Setup(), server: server) { logic, presenter, _, tasks in
      logic.search(for: "ger")
      await tasks.waitUntilFinished()

      let calls = presenter.log.calls
      #expect(calls.map(\.name) == ["showServerFailure"])
      #expect(calls.first?.arguments.first?.contains(": SuggestResponse at ") == true)
      #expect(calls.first?.arguments.last == #""ger""#)
      presenter.log.assertCalls(calls)
    }
  }

  // MARK: - Going elsewhere

  @Test func selectingAResultShowsThatCountry() async {
    await spied.withLogic(setup: Search.Setup(), server: .suggesting([.georgia, .germany])) {
      logic, presenter, navigator, tasks in
      await search(logic, presenter, tasks, for: "ge", shows: [.georgia, .germany])
      navigator.expect { $0.showDetail(for: .germany) }

      logic.selectResult(at: 1)
    }
  }

  @Test(arguments: [-1, 2])
  func selectingOutsideTheResultsDoesNothing(index: Int) async {
    await spied.withLogic(setup: Search.Setup(), server: .suggesting([.georgia, .germany])) {
      logic, presenter, navigator, tasks in
      await search(logic, presenter, tasks, for: "ge", shows: [.georgia, .germany])
      navigator.expect { _ in }

      logic.selectResult(at: index)
    }
  }

  @Test func openSettingsShowsTheSettings() async {
    await spied.withLogic(setup: Search.Setup(), cache: nil) { logic, _, navigator, _ in
      navigator.expect { $0.showSettings() }

      logic.openSettings()
    }
  }

  // MARK: - Building the logic

  /// A server whose every suggestion request fails.
  private func failing(with failure: ServerError) -> ServerStub {
    let server = ServerStub()
    server.fail(.get, "/suggest", with: failure)
    return server
  }

  /// Searches for the query and checks that the presenter was shown these results for it.
  private func search(
    _ logic: SearchLogic, _ presenter: SearchPresenterSpy, _ tasks: SceneTasks,
    for query: String, shows results: [CountrySummary],
    sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    logic.search(for: query)
    await tasks.waitUntilFinished()
    presenter.assertCalls(sourceLocation: sourceLocation) { $0.showResults(results, for: query) }
  }

  /// Searches for "ger" and checks that the presenter was shown the failure with the query.
  private func searchFails(
    _ logic: SearchLogic, _ presenter: SearchPresenterSpy, _ tasks: SceneTasks,
    with failure: ServerError, sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    logic.search(for: "ger")
    await tasks.waitUntilFinished()
    presenter.assertCalls(sourceLocation: sourceLocation) {
      $0.showServerFailure(failure, query: "ger")
    }
  }
}
