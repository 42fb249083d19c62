import CacheWorker
import DLC
import ServerWorker

/// Settings' use cases.
protocol SettingsLogicInterface: SceneRole {
  /// Forgets every cached server answer (favorites stay), then shows the new figures.
  func clearCache()
  /// Forgets the token and leaves act 2 for Welcome.
  func signOut()
}

/// Settings' use cases: the cache's figures, clearing server answers, signing out.
final class SettingsLogic: SceneLogic<Settings>, SettingsLogicInterface {
  override func start() {
    refreshStatistics()
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

  private func refreshStatistics() {
    let cache = dc.cache
    tasks.perform {
      await cache.statistics()
    } then: { [weak self] result in
      self?.show(result)
    }
  }

  private func show(_ result: Result<CacheStatistics, Never>) {
    guard case .success(let statistics) = result else { return }
    state.statistics = statistics
    presenter.showStatistics(statistics)
  }
}
