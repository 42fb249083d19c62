import CacheWorker
import DLC
import Foundation
import ServerWorker
import StoreWorker

protocol SearchLogicInterface: SceneRole {
  /// Looks up the countries whose name starts with the query; the latest query wins.
  func search(for query: String)
  /// Opens the country at a zero-based index of the results.
  func selectResult(at index: Int)
  /// Opens the settings.
  func openSettings()
}

/// Search's use cases: suggest countries for a query, from the cache or the server.
final class SearchLogic: SceneLogic<Search>, SearchLogicInterface {
  /// How long a suggestion stays in the cache.
  static let answerLifetime = Duration.seconds(300)
  /// The longest query worth asking about, in Unicode scalars (a run of joiners can make one
  /// character of a megabyte): longer than any country's name, so one beyond it matches
  /// nothing, and a pasted page of text never reaches the server.
  static let longestQuery = 100

  private var pendingSearch: SceneTask?

  override func start() {
    presenter.showGreeting(for: dc.user)
    if !setup.query.isEmpty {
      presenter.showQuery(setup.query)
      search(for: setup.query)
    }
  }

  func search(for query: String) {
    let query = query.trimmingCharacters(in: .whitespaces)
    pendingSearch?.cancel()
    state.query = query
    guard !query.isEmpty, query.unicodeScalars.count <= Self.longestQuery else {
      state.isSearching = false
      show([], for: query)
      return
    }
    state.isSearching = true
    let server = dc.server
    let cache = dc.cache.namespace(Act2CacheNamespace.suggestions)
    let key = query.lowercased()
    let store = dc.store
    pendingSearch = tasks.perform { () async throws(ServerError) -> [CountrySummary] in
      // Unreadable preferences list results as the defaults do.
      let stored = try? await store.get(Preferences.cacheKey, in: AtlasStore.preferences)
      let preferences = (stored ?? nil) ?? Preferences()
      if let cached = await cache.value(of: [CountrySummary].self, forKey: key) {
        return preferences.ordered(cached)
      }
      let countries = try await server.send(.suggestions(for: query)).countries
      // A failed cache write costs only a later request, never this answer.
      try? await cache.set(countries, forKey: key, timeToLive: Self.answerLifetime)
      return preferences.ordered(countries)
    } then: { [weak self] result in
      self?.finishSearch(for: query, with: result)
    }
  }

  func selectResult(at index: Int) {
    guard state.results.indices.contains(index) else { return }
    navigator.showDetail(for: state.results[index])
  }

  func openSettings() {
    navigator.showSettings()
  }

  private func finishSearch(for query: String, with result: Result<[CountrySummary], ServerError>) {
    // A newer query may have started since; only its answer may reach the screen.
    guard query == state.query else { return }
    state.isSearching = false
    switch result {
    case .success(let countries):
      show(countries, for: query)
    case .failure(.cancelled):
      break
    case .failure(let error):
      presenter.showServerFailure(error, query: query)
    }
  }

  private func show(_ countries: [CountrySummary], for query: String) {
    state.results = countries
    presenter.showResults(countries, for: query)
  }
}
