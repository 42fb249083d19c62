import DLC

/// Binds Detail's element events to its use cases.
final class DetailInteractor: SceneInteractor<DetailView, any DetailLogicInterface> {
  override func bind(_ view: DetailView) {
    view.favorite.onTap = { [logic] in logic.toggleFavorite() }
    view.note.onChange = { [logic] text in logic.changeNote(to: text) }
  }
}
