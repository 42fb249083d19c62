import DLC

/// `favorite` toggles, `note` is kept as typed, and the failure alert's OK goes back.
final class DetailInteractor: SceneInteractor<DetailView, any DetailLogicInterface> {
  override func bind(_ view: DetailView) {
    view.favorite.onTap = { [logic] in logic.toggleFavorite() }
    view.onAlertButton = { [logic] _ in logic.dismissFailure() }
    view.note.onChange = { [logic] text in logic.changeNote(to: text) }
  }
}
