import CacheWorker
import DLC
import ServerWorker
import StoreWorker

protocol SettingsLogicInterface: SceneRole {
  /// Forgets every cached server answer (favorites stay), then shows the new figures.
  func clearCache()
  /// Asks to confirm signing out.
  func signOut()
  /// Forgets the token and leaves act 2 for Welcome, as the person confirmed.
  func confirmSignOut()
  /// Shows populations in millions from now on, or in full.
  func showPopulationInMillions(_ isOn: Bool)
  /// Lists suggestions in this order from now on.
  func orderResults(by order: Preferences.ResultOrder)
}

/// Settings' use cases: display preferences, the cache's figures, clearing server answers,
/// signing out.
final class SettingsLogic: SceneLogic<Settings>, SettingsLogicInterface {
  /// Quick changes must reach the store in the order they were made.
  private lazy var preferencesWrites = SerialWork(tasks: tasks)

  override func start() {
    let store = dc.store
    let cache = dc.cache
    tasks.perform {
      // Unreadable preferences show as the defaults; saving them again repairs them.
      let stored = try? await store.get(Preferences.cacheKey, in: AtlasStore.preferences)
      return (stored ?? nil, await cache.statistics())
    } then: { [weak self] result in
      guard let self, case .success(let (stored, statistics)) = result else { return }
      if let stored {
        state.preferences = stored
        state.savedPreferences = stored
        presenter.showPreferences(stored)
      }
      show(.success(statistics))
    }
  }

  func showPopulationInMillions(_ isOn: Bool) {
    state.preferences.showsPopulationInMillions = isOn
    savePreferences()
  }

  func orderResults(by order: Preferences.ResultOrder) {
    state.preferences.resultOrder = order
    savePreferences()
  }

  private func savePreferences() {
    let stored = state.preferences
    let store = dc.store
    preferencesWrites.perform { () async throws(StoreError) in
      try await store.put(stored, in: AtlasStore.preferences)
    } then: { [weak self] result in
      guard let self else { return }
      switch result {
      case .success:
        state.savedPreferences = stored
      case .failure(let error):
        // Each write holds the preferences whole: a later one saves this change with its own,
        // or fails and says so.
        guard !preferencesWrites.hasLaterPieces else { return }
        // Nothing was saved: the controls go back to what the store still holds.
        state.preferences = state.savedPreferences
        presenter.showPreferences(state.savedPreferences)
        presenter.showStoreFailure(error)
      }
    }
  }

  func clearCache() {
    let namespaces = Act2CacheNamespace.serverAnswers.map(dc.cache.namespace)
    let cache = dc.cache
    tasks.perform {
      for namespace in namespaces {
        await namespace.removeAll()
      }
      return await cache.statistics()
    } then: { [weak self] result in
      self?.show(result)
    }
  }

  func signOut() {
    guard !state.isSigningOut else { return }
    presenter.confirmSignOut()
  }

  func confirmSignOut() {
    guard !state.isSigningOut else { return }
    state.isSigningOut = true
    presenter.showSigningOut()
    let server = dc.server
    let answers = Act2CacheNamespace.serverAnswers.map(dc.cache.namespace)
    tasks.perform {
      // Signing out here must not depend on the server: a failed logout still ends the session
      // on this side, where the token goes with act 2's container.
      _ = try? await server.send(.logout)
      for namespace in answers {
        await namespace.removeAll()
      }
    } then: { [weak self] _ in
      self?.navigator.showWelcome()
    }
  }

  private func show(_ result: Result<CacheStatistics, Never>) {
    guard case .success(let statistics) = result else { return }
    state.statistics = statistics
    presenter.showStatistics(statistics)
  }
}
