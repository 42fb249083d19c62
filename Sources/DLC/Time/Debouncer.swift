/// Runs an action once input has been quiet for a delay; each new call restarts the wait.
///
/// The wait is scene work: it is started through the scene's ``SceneTasks``, so the stage tracks
/// it and cancels it when the scene leaves. On a ``ManualClock`` it fires only when the clock is
/// advanced past the delay.
///
/// <!-- swift-check
/// @MainActor
/// func example(
///   view: SearchView, logic: any SearchLogicInterface, clock: any Clock<Duration>,
///   tasks: SceneTasks
/// ) {
///   <#example#>
/// }
/// -->
/// ```swift
/// let debouncer = Debouncer(delay: .milliseconds(300), clock: clock, tasks: tasks)
/// view.query.onChange = { [logic] text in
///   debouncer.schedule { logic.search(for: text) }
/// }
/// ```
@MainActor
public final class Debouncer {
  /// How long input must be quiet before the action runs.
  public let delay: Duration

  private let clock: any Clock<Duration>
  private weak var tasks: SceneTasks?
  private var pending: SceneTask?

  /// Creates a debouncer.
  ///
  /// - Parameters:
  ///   - delay: How long input must be quiet before the action runs.
  ///   - clock: The clock the delay is measured on.
  ///   - tasks: The scene's tasks, which track the wait.
  public init(delay: Duration, clock: any Clock<Duration>, tasks: SceneTasks) {
    self.delay = delay
    self.clock = clock
    self.tasks = tasks
  }

  /// Schedules the action after the delay, cancelling the one scheduled before, if still waiting.
  ///
  /// - Parameter action: What to run once input has been quiet for the delay.
  public func schedule(_ action: @escaping @MainActor () -> Void) {
    pending?.cancel()
    pending = tasks?.run { [clock, delay] in
      do {
        try await clock.sleep(for: delay)
      } catch {
        return
      }
      guard !Task.isCancelled else { return }
      action()
    }
  }

  /// Cancels the scheduled action, if it is still waiting.
  public func cancel() {
    pending?.cancel()
    pending = nil
  }
}
