import DLC

/// Sends what is typed into `name` once typing has paused for 300 ms, and each tap on `save` at
/// once.
final class FinderInteractor: SceneInteractor<SampleView, FinderLogic> {
  override func bind(_ view: SampleView) {
    view.name.onChange = debounced(for: .milliseconds(300)) { [logic] text in
      logic.search(for: text)
    }
    view.save.onTap = { [logic] in logic.save() }
  }
}
