import CacheWorker
import DLC

/// Favorites' use cases.
protocol FavoritesLogicInterface: SceneRole {
  /// Opens the country at a zero-based index of the list.
  func selectFavorite(at index: Int)
}

/// Favorites' use cases: list the person's favorites from the cache, afresh each time the scene
/// shows, since Detail changes them.
final class FavoritesLogic: SceneLogic<Favorites>, FavoritesLogicInterface {
  override func start() {
    load()
  }

  override func resume() {
    load()
  }

  func selectFavorite(at index: Int) {
    guard state.countries.indices.contains(index) else { return }
    navigator.showDetail(for: state.countries[index])
  }

  private func load() {
    let favorites = dc.cache.namespace(Act2CacheNamespace.favorites(of: dc.user))
    tasks.perform { () async -> [CountrySummary] in
      await favorites.value(of: FavoriteCountries.self, forKey: FavoriteCountries.cacheKey)?
        .countries ?? []
    } then: { [weak self] (result: Result<[CountrySummary], Never>) in
      guard case .success(let countries) = result else { return }
      self?.state.countries = countries
      self?.presenter.showFavorites(countries)
    }
  }
}
