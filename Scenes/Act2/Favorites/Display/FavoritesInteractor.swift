import DLC

/// Selecting a row of `countries` opens that country.
final class FavoritesInteractor: SceneInteractor<FavoritesView, any FavoritesLogicInterface> {
  override func bind(_ view: FavoritesView) {
    view.countries.onSelect = { [logic] index in logic.selectFavorite(at: index) }
  }
}
