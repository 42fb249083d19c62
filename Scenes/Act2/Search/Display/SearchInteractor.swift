import DLC

/// Typing in `query` is looked up once it pauses; a row of `results` opens its country.
final class SearchInteractor: SceneInteractor<SearchView, any SearchLogicInterface> {
  /// How long typing must pause before a query is looked up.
  static let typingPause = Duration.milliseconds(300)

  override func bind(_ view: SearchView) {
    view.query.onChange = debounced(for: Self.typingPause) { [logic] text in
      logic.search(for: text)
    }
    view.results.onSelect = { [logic] index in logic.selectResult(at: index) }
    view.settings.onTap = { [logic] in logic.openSettings() }
  }
}
