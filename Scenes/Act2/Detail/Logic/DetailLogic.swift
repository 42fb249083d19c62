import CacheWorker
import DLC
import ServerWorker
import StoreWorker

protocol DetailLogicInterface: SceneRole {
  /// Adds the country to the person's favorites, or removes it.
  func toggleFavorite()
  /// Goes back to the search results once the person has read why the country did not load; after
  /// a change that was not saved, stays on the country, which is still there to read.
  func dismissFailure()
  /// Keeps the person's note about the country as typed.
  func changeNote(to note: String)
}

/// Detail's use cases: load a country (cached), keep it among the person's favorites, and keep
/// their note about it, in the store.
final class DetailLogic: SceneLogic<Detail>, DetailLogicInterface {
  /// How long a country stays in the cache.
  static let answerLifetime = Duration.seconds(3_600)

  /// What the scene shows once it has loaded.
  struct Loaded: Sendable {
    var country: Country
    var note: String
    var preferences: Preferences
  }

  /// Each keystroke's text must reach the store in the order it was typed.
  private lazy var noteWrites = SerialWork(tasks: tasks)

  override func start() {
    presenter.showLoading(setup.country)
    let code = setup.country.code
    let server = dc.server
    let countries = dc.cache.namespace(Act2CacheNamespace.countries)
    let store = dc.store
    // Whether the country is a favorite follows the store: a change from another scene, or a
    // quick tap here that ends where it started, shows as soon as it is committed.
    tasks.follow { deliver in
      let observation = store.observe(
        code, in: AtlasStore.favorites, onFailure: { deliver(.failure($0)) }
      ) { deliver(.success($0 != nil)) }
      return { observation.cancel() }
    } then: { [weak self] (isFavorite: Result<Bool, StoreError>) in
      self?.showFavorite(isFavorite)
    }
    tasks.perform { () async throws(ServerError) -> Loaded in
      // What cannot be read shows as empty; writing it again repairs it.
      let note = (try? await store.get(code, in: AtlasStore.notes)) ?? nil
      let preferences = (try? await store.get(Preferences.cacheKey, in: AtlasStore.preferences))
      let loaded = { (country: Country) in
        Loaded(
          country: country, note: note?.text ?? "", preferences: (preferences ?? nil) ?? .init())
      }
      if let cached = await countries.value(of: Country.self, forKey: code) {
        return loaded(cached)
      }
      let country = try await server.send(.country(code: code))
      // A failed cache write costs only a later request, never this answer.
      try? await countries.set(country, forKey: code, timeToLive: Self.answerLifetime)
      return loaded(country)
    } then: { [weak self] result in
      self?.finishLoading(with: result)
    }
  }

  func toggleFavorite() {
    guard let country = state.country, state.favoritesFailure == nil else { return }
    state.isFavorite.toggle()
    presenter.showFavorite(state.isFavorite)
    let favorite = FavoriteCountry(country: CountrySummary(country))
    let store = dc.store
    tasks.run { [weak self] in
      do {
        // Each tap flips what the store holds, in one transaction: taps from any number of
        // scenes, however quick, are each counted, and the follower shows the outcome.
        try await store.write { transaction in
          if try transaction.delete(favorite.id, in: AtlasStore.favorites) == false {
            try transaction.put(favorite, in: AtlasStore.favorites)
          }
        }
      } catch {
        guard !Task.isCancelled else { return }
        // Nothing was saved: the button shows what the store holds, read again, since other
        // taps may have been saved meanwhile; or, when that cannot be read either, is held.
        let held: Result<Bool, StoreError>
        do {
          held = .success(try await store.get(favorite.id, in: AtlasStore.favorites) != nil)
        } catch {
          held = .failure(Self.storeError(error))
        }
        self?.showFavorite(held)
        self?.presenter.showStoreFailure(Self.storeError(error))
      }
    }
  }

  func dismissFailure() {
    guard state.country == nil else { return }
    navigator.close()
  }

  func changeNote(to note: String) {
    guard state.country != nil else { return }
    state.note = note
    let code = setup.country.code
    let store = dc.store
    noteWrites.perform { () async throws(StoreError) in
      if note.isEmpty {
        try await store.delete(code, in: AtlasStore.notes)
      } else {
        try await store.put(CountryNote(id: code, text: note), in: AtlasStore.notes)
      }
    } then: { [weak self] result in
      // Each write holds the whole note: a later one saves this text too, or fails and says so.
      guard let self, !noteWrites.hasLaterPieces else { return }
      switch result {
      case .success:
        guard state.noteFailure != nil else { return }
        state.noteFailure = nil
        presenter.showNoteSaved()
      case .failure(let error):
        state.noteFailure = error
        presenter.showNoteNotSaved(error)
      }
    }
  }

  private func showFavorite(_ isFavorite: Result<Bool, StoreError>) {
    switch isFavorite {
    case .success(let isFavorite):
      // The commit of this scene's own tap confirms what the tap showed already.
      guard isFavorite != state.isFavorite || state.favoritesFailure != nil else { return }
      state.isFavorite = isFavorite
      state.favoritesFailure = nil
    case .failure(let error):
      state.favoritesFailure = error
    }
    // Until the country has loaded, its button stays as the loading screen shows it.
    guard state.country != nil else { return }
    showFavoriteButton()
  }

  /// The favorite button as the store allows: a favorite or not, or held while the favorites
  /// cannot be read.
  private func showFavoriteButton() {
    if state.favoritesFailure != nil {
      presenter.showFavoritesUnreadable()
    } else {
      presenter.showFavorite(state.isFavorite)
    }
  }

  /// A store's error as it is, anything else (a transaction throws only the store's) as one.
  private static func storeError(_ error: any Error) -> StoreError {
    error as? StoreError ?? .failed(file: "", code: 1, reason: "\(error)")
  }

  private func finishLoading(with result: Result<Loaded, ServerError>) {
    switch result {
    case .success(let loaded):
      state.country = loaded.country
      state.note = loaded.note
      presenter.showCountry(loaded.country, preferences: loaded.preferences)
      showFavoriteButton()
      presenter.showNote(loaded.note)
    case .failure(let error):
      presenter.showServerFailure(error, country: setup.country)
    }
  }
}
