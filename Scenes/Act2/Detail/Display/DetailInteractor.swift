import DLC

/// `favorite` toggles, `note` is kept as typed, and a failure alert's OK reaches the logic.
final class DetailInteractor: SceneInteractor<DetailView, any DetailLogicInterface> {
  override func bind(_ view: DetailView) {
    view.favorite.onTap = { [logic] in logic.toggleFavorite() }
    view.onAlertButton = { [logic] _ in logic.dismissFailure() }
    view.note.onChange = { [logic] text in logic.changeNote(to: text) }
  }
}
