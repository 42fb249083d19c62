import DLC

/// Binds Favorites' element events to its use cases.
final class FavoritesInteractor: SceneInteractor<FavoritesView, any FavoritesLogicInterface> {
  override func bind(_ view: FavoritesView) {
    view.countries.onSelect = { [logic] index in logic.selectFavorite(at: index) }
  }
}
