import DLC

/// Binds Detail's element events to its use cases.
@MainActor
final class DetailInteractor {
  private let logic: any DetailLogicInterface

  init(view: DetailView, logic: any DetailLogicInterface) {
    self.logic = logic
    view.favorite.onTap = { [weak self] in self?.logic.toggleFavorite() }
  }
}
