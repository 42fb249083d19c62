import DLC

/// Writes `start` and `resume` to the log, as it hears them.
final class PagerLogic: SceneLogic<Pager> {
  override func start() {
    dc.record("start")
  }

  override func resume() {
    dc.record("resume")
  }
}
