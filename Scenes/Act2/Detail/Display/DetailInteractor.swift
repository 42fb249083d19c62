import DLC

/// Binds Detail's element events, and its failure alert's OK, to its use cases.
final class DetailInteractor: SceneInteractor<DetailView, any DetailUseCases> {
  override func bind(_ view: DetailView) {
    view.favorite.onTap = { [weak self] in self?.logic.toggleFavorite() }
    view.onAlertButton = { [weak self] _ in self?.logic.dismissFailure() }
  }
}
