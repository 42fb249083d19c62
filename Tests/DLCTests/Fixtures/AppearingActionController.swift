import DLC

/// A scene that records its lifecycle, as ``SampleController`` does, and asks the stage for
/// something as it begins to appear, as a scene that redirects does.
final class AppearingActionController: SceneController {
  private let log: LifecycleLog
  private let action: @MainActor (Stage) -> Void

  init(title: String, log: LifecycleLog, action: @escaping @MainActor (Stage) -> Void) {
    self.log = log
    self.action = action
    super.init(title: title)
  }

  override var name: String { title }

  override func willAppear() {
    log.record("\(title).willAppear")
    if let stage {
      action(stage)
    }
  }

  override func didAppear() { log.record("\(title).didAppear") }
  override func willDisappear() { log.record("\(title).willDisappear") }
  override func didDisappear() { log.record("\(title).didDisappear") }
}
