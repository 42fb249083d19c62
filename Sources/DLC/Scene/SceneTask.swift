/// A handle to one piece of work a scene started through its ``SceneTasks``.
public struct SceneTask: Sendable {
  let task: Task<Void, Never>

  /// Cancels the work; an update it has not delivered yet is dropped.
  public func cancel() {
    task.cancel()
  }

  /// Whether the work was cancelled.
  public var isCancelled: Bool { task.isCancelled }

  /// Waits until the work has finished, whether it completed or was cancelled.
  public func waitUntilFinished() async {
    await task.value
  }
}
