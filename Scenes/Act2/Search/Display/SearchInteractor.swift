import DLC

/// Binds Search's element events to its use cases.
final class SearchInteractor: SceneInteractor<SearchView, any SearchUseCases> {
  override func bind(_ view: SearchView) {
    view.query.onChange = { [weak self] text in self?.logic.changeQuery(to: text) }
    view.results.onSelect = { [weak self] index in self?.logic.selectResult(at: index) }
    view.settings.onTap = { [weak self] in self?.logic.openSettings() }
  }
}
