import CacheWorker
import DLC
import ServerWorker

/// Detail's use cases.
protocol DetailLogicInterface: SceneRole {
  /// Adds the country to the person's favorites, or removes it.
  func toggleFavorite()
  /// Goes back to the search results once the person has read why the country did not load.
  func dismissFailure()
}

/// Detail's use cases: load a country (cached) and keep it among the person's favorites.
final class DetailLogic: SceneLogic<Detail>, DetailLogicInterface {
  /// How long a country stays in the cache.
  static let answerLifetime = Duration.seconds(3_600)

  private var lastFavoriteWrite: SceneTask?

  override func start() {
    presenter.showLoading(setup.country)
    let code = setup.country.code
    let server = dc.server
    let countries = dc.cache.namespace(Act2CacheNamespace.countries)
    let favorites = dc.cache.namespace(Act2CacheNamespace.favorites(of: dc.user))
    tasks.perform { () async throws(ServerError) -> (Country, Bool) in
      let isFavorite = await favorites.value(of: Bool.self, forKey: code) ?? false
      if let cached = await countries.value(of: Country.self, forKey: code) {
        return (cached, isFavorite)
      }
      let country = try await server.send(.country(code: code))
      // A failed cache write costs only a later request, never this answer.
      try? await countries.set(country, forKey: code, timeToLive: Self.answerLifetime)
      return (country, isFavorite)
    } then: { [weak self] result in
      self?.finishLoading(with: result)
    }
  }

  func toggleFavorite() {
    guard state.country != nil else { return }
    state.isFavorite.toggle()
    presenter.showFavorite(state.isFavorite)
    let isFavorite = state.isFavorite
    let code = setup.country.code
    let favorites = dc.cache.namespace(Act2CacheNamespace.favorites(of: dc.user))
    let previousWrite = lastFavoriteWrite
    lastFavoriteWrite = tasks.run {
      // Quick taps must reach the cache in the order they were made.
      await previousWrite?.waitUntilFinished()
      if isFavorite {
        // Favorites are small flags; a write can only fail if the cache is full of larger
        // entries, and then the toggle simply does not survive the scene.
        try? await favorites.set(true, forKey: code)
      } else {
        await favorites.removeValue(forKey: code)
      }
    }
  }

  func dismissFailure() {
    navigator.close()
  }

  private func finishLoading(with result: Result<(Country, Bool), ServerError>) {
    switch result {
    case .success(let (country, isFavorite)):
      state.country = country
      state.isFavorite = isFavorite
      presenter.showCountry(country)
      presenter.showFavorite(isFavorite)
    case .failure(let error):
      presenter.showServerFailure(error, country: setup.country)
    }
  }
}
