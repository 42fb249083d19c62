/// An input that reaches its action only once it has been quiet for a delay: what
/// ``SceneInteractor/debounced(for:_:)`` binds an element's event to.
///
/// The wait is the scene's work, measured on the clock of the stage the scene is on (a
/// ``ManualClock`` in scripts and tests), and cancelled when the scene leaves the stage.
@MainActor
final class DebouncedInput<Value> {
  private let delay: Duration
  /// How the input reaches the scene's controller, which it must not keep alive.
  private let link: SceneLink?
  private let action: @MainActor (Value) -> Void
  private var pending: SceneTask?

  init(delay: Duration, link: SceneLink?, action: @escaping @MainActor (Value) -> Void) {
    self.delay = delay
    self.link = link
    self.action = action
  }

  /// Restarts the wait with a new value; the value waiting before is dropped.
  func send(_ value: Value) {
    pending?.cancel()
    pending = nil
    // Off the stage, or once the scene has gone, there is no clock to wait on and nothing to
    // reach: the input is dropped, as the stage drops a leaving scene's work.
    guard let controller = link?.controller, let clock = controller.stage?.clock else { return }
    pending = controller.tasks.run { [delay, action] in
      do {
        try await clock.sleep(for: delay)
      } catch {
        return
      }
      guard !Task.isCancelled else { return }
      action(value)
    }
  }
}
