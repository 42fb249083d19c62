import DLC

/// Binds Search's element events to its use cases; typing is debounced.
@MainActor
final class SearchInteractor {
  private let logic: any SearchLogicInterface
  private let debouncer: Debouncer

  init(view: SearchView, logic: any SearchLogicInterface, debouncer: Debouncer) {
    self.logic = logic
    self.debouncer = debouncer
    view.query.onChange = { [weak self] text in
      self?.debouncer.schedule { self?.logic.search(for: text) }
    }
    view.results.onSelect = { [weak self] index in self?.logic.selectResult(at: index) }
    view.settings.onTap = { [weak self] in self?.logic.openSettings() }
  }
}
