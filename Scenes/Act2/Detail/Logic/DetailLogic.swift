import CacheWorker
import DLC
import ServerWorker

/// Detail's use cases.
protocol DetailLogicInterface: SceneRole {
  /// Adds the country to the person's favorites, or removes it.
  func toggleFavorite()
  /// Goes back to the search results once the person has read why the country did not load.
  func dismissFailure()
  /// Keeps the person's note about the country as typed.
  func changeNote(to note: String)
}

/// Detail's use cases: load a country (cached), keep it among the person's favorites, and keep
/// their note about it.
final class DetailLogic: SceneLogic<Detail>, DetailLogicInterface {
  /// How long a country stays in the cache.
  static let answerLifetime = Duration.seconds(3_600)

  /// What the scene shows once it has loaded.
  struct Loaded: Sendable {
    var country: Country
    var isFavorite: Bool
    var note: String
    var preferences: Preferences
  }

  private var lastFavoriteWrite: SceneTask?
  private var lastNoteWrite: SceneTask?

  override func start() {
    presenter.showLoading(setup.country)
    let code = setup.country.code
    let server = dc.server
    let countries = dc.cache.namespace(Act2CacheNamespace.countries)
    let favorites = dc.cache.namespace(Act2CacheNamespace.favorites(of: dc.user))
    let notes = dc.cache.namespace(Act2CacheNamespace.notes(of: dc.user))
    let stored = dc.cache.namespace(Act2CacheNamespace.preferences(of: dc.user))
    tasks.perform { () async throws(ServerError) -> Loaded in
      let isFavorite =
        await favorites.value(of: FavoriteCountries.self, forKey: FavoriteCountries.cacheKey)?
        .contains(code: code) ?? false
      let note = await notes.value(of: String.self, forKey: code) ?? ""
      let preferences =
        await stored.value(of: Preferences.self, forKey: Preferences.cacheKey) ?? Preferences()
      if let cached = await countries.value(of: Country.self, forKey: code) {
        return Loaded(
          country: cached, isFavorite: isFavorite, note: note, preferences: preferences)
      }
      let country = try await server.send(.country(code: code))
      // A failed cache write costs only a later request, never this answer.
      try? await countries.set(country, forKey: code, timeToLive: Self.answerLifetime)
      return Loaded(country: country, isFavorite: isFavorite, note: note, preferences: preferences)
    } then: { [weak self] result in
      self?.finishLoading(with: result)
    }
  }

  /// Reads whether the country is a favorite again: the other tab may have changed it.
  override func resume() {
    guard state.country != nil else { return }
    let code = setup.country.code
    let favorites = dc.cache.namespace(Act2CacheNamespace.favorites(of: dc.user))
    let previousWrite = lastFavoriteWrite
    tasks.perform { () async -> Bool in
      await previousWrite?.waitUntilFinished()
      return await favorites.value(of: FavoriteCountries.self, forKey: FavoriteCountries.cacheKey)?
        .contains(code: code) ?? false
    } then: { [weak self] (result: Result<Bool, Never>) in
      guard let self, case .success(let isFavorite) = result, isFavorite != state.isFavorite
      else { return }
      state.isFavorite = isFavorite
      presenter.showFavorite(isFavorite)
    }
  }

  func toggleFavorite() {
    guard let country = state.country else { return }
    state.isFavorite.toggle()
    presenter.showFavorite(state.isFavorite)
    let isFavorite = state.isFavorite
    let summary = CountrySummary(country)
    let favorites = dc.cache.namespace(Act2CacheNamespace.favorites(of: dc.user))
    let previousWrite = lastFavoriteWrite
    lastFavoriteWrite = tasks.run {
      // Quick taps must reach the cache in the order they were made.
      await previousWrite?.waitUntilFinished()
      let key = FavoriteCountries.cacheKey
      var list = await favorites.value(of: FavoriteCountries.self, forKey: key) ?? .init()
      if isFavorite {
        list.add(summary)
      } else {
        list.remove(code: summary.code)
      }
      // A list of names is small; a write can only fail if the cache is full of larger
      // entries, and then the toggle simply does not survive the scene.
      try? await favorites.set(list, forKey: key)
    }
  }

  func dismissFailure() {
    navigator.close()
  }

  func changeNote(to note: String) {
    guard state.country != nil else { return }
    state.note = note
    let code = setup.country.code
    let notes = dc.cache.namespace(Act2CacheNamespace.notes(of: dc.user))
    let previousWrite = lastNoteWrite
    lastNoteWrite = tasks.run {
      // Each keystroke's text must reach the cache in the order it was typed.
      await previousWrite?.waitUntilFinished()
      if note.isEmpty {
        await notes.removeValue(forKey: code)
      } else {
        // A note too large for the cache lasts only as long as the scene.
        try? await notes.set(note, forKey: code)
      }
    }
  }

  private func finishLoading(with result: Result<Loaded, ServerError>) {
    switch result {
    case .success(let loaded):
      state.country = loaded.country
      state.isFavorite = loaded.isFavorite
      state.note = loaded.note
      presenter.showCountry(loaded.country, preferences: loaded.preferences)
      presenter.showFavorite(loaded.isFavorite)
      presenter.showNote(loaded.note)
    case .failure(let error):
      presenter.showServerFailure(error, country: setup.country)
    }
  }
}
