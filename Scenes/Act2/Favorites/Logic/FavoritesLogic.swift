import DLC
import StoreWorker

protocol FavoritesLogicInterface: SceneRole {
  /// Opens the country at a zero-based index of the list.
  func selectFavorite(at index: Int)
}

/// Favorites' use cases: list the person's favorites, following the store, so the list
/// changes by itself when Detail (in this tab or the other) changes a favorite.
final class FavoritesLogic: SceneLogic<Favorites>, FavoritesLogicInterface {
  override func start() {
    let store = dc.store
    tasks.follow { deliver in
      let observation = store.observe(
        AtlasStore.favorites, onFailure: { deliver(.failure($0)) }
      ) { deliver(.success($0.map(\.country))) }
      return { observation.cancel() }
    } then: { [weak self] (countries: Result<[CountrySummary], StoreError>) in
      self?.show(countries)
    }
  }

  private func show(_ countries: Result<[CountrySummary], StoreError>) {
    switch countries {
    case .success(let countries):
      state.countries = countries
      presenter.showFavorites(countries)
    case .failure:
      // What cannot be read lists nothing; the store's warning says why.
      state.countries = []
      presenter.showFavoritesUnreadable()
    }
  }

  func selectFavorite(at index: Int) {
    guard state.countries.indices.contains(index) else { return }
    navigator.showDetail(for: state.countries[index])
  }
}
