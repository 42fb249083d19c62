import DLC

/// Typing in `query` is looked up once it pauses; a row of `results` opens its country.
final class SearchInteractor: SceneInteractor<SearchView, any SearchLogicInterface> {
  private let debouncer: Debouncer

  init(view: SearchView, logic: any SearchLogicInterface, debouncer: Debouncer) {
    self.debouncer = debouncer
    super.init(view: view, logic: logic)
  }

  override func bind(_ view: SearchView) {
    view.query.onChange = { [logic, debouncer] text in
      debouncer.schedule { logic.search(for: text) }
    }
    view.results.onSelect = { [logic] index in logic.selectResult(at: index) }
    view.settings.onTap = { [logic] in logic.openSettings() }
  }
}
