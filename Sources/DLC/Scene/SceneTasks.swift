/// The async work of one scene: started here, tracked by the stage, cancelled with the scene.
///
/// Everything a scene does off the synchronous path (a worker call, a debounce) starts here, so
/// that ``Stage/settle()`` can wait for it and so that it stops when the scene leaves the stage.
/// Prefer ``perform(_:then:)``: its update reaches the scene only if the work was not cancelled,
/// so a slow answer can never reach a scene that has gone.
///
/// ```swift
/// tasks.perform {
///   try await server.send(.country(code))
/// } then: { [weak self] result in
///   self?.show(result)
/// }
/// ```
@MainActor
public final class SceneTasks {
  private static var lastID: UInt64 = 0
  private var running: [UInt64: (task: Task<Void, Never>, work: TrackedWork)] = [:]
  private var isClosed = false

  /// The ledger of the stage the scene was last shown on: it counts the busy tasks started here.
  ///
  /// Weak: the stage owns its ledger, and a scene holds nothing of the stage.
  private weak var ledger: WorkLedger?

  /// Creates an empty set of tasks; every ``SceneController`` has one.
  public init() {}

  /// The number of tasks started here that have not finished.
  public var count: Int { running.count }

  /// Counts the tasks started here in a stage's ledger, as the scene enters that stage.
  ///
  /// Work started on a stage stays counted there after its scene leaves, until it winds down.
  ///
  /// - Parameter ledger: The stage's ledger.
  func report(to ledger: WorkLedger) {
    guard ledger !== self.ledger else { return }
    self.ledger = ledger
    for entry in running.values {
      entry.work.move(to: ledger)
    }
  }

  /// Starts work on the main actor.
  ///
  /// The operation checks `Task.isCancelled` (or lets a cancelled `await` throw) before it
  /// touches the scene after any suspension.
  ///
  /// - Parameter operation: The work to run.
  /// - Returns: A handle to cancel or await the work.
  @discardableResult
  public func run(_ operation: @escaping @MainActor () async -> Void) -> SceneTask {
    Self.lastID &+= 1
    let id = Self.lastID
    let work = TrackedWork(ledger: ledger)
    let task = Task { @MainActor [weak self] in
      await TrackedWork.$current.withValue(work) {
        await operation()
      }
      work.finish()
      self?.running[id] = nil
    }
    running[id] = (task, work)
    if isClosed {
      task.cancel()
    }
    return SceneTask(task: task)
  }

  /// Runs an operation off the main actor, then hands its result to the scene unless the work
  /// was cancelled in the meantime.
  ///
  /// The cancellation check and the update both happen on the main actor, where the stage
  /// cancels a leaving scene's work, so no update can slip past a cancellation.
  ///
  /// - Parameters:
  ///   - operation: The work, typically a worker call.
  ///   - update: Receives the outcome on the main actor; never called after cancellation.
  /// - Returns: A handle to cancel or await the work.
  @discardableResult
  public func perform<Value: Sendable, Failure: Error>(
    _ operation: @escaping @Sendable () async throws(Failure) -> Value,
    then update: @escaping @MainActor (Result<Value, Failure>) -> Void
  ) -> SceneTask {
    run {
      let result: Result<Value, Failure>
      do throws(Failure) {
        result = .success(try await operation())
      } catch {
        result = .failure(error)
      }
      guard !Task.isCancelled else { return }
      update(result)
    }
  }

  /// Cancels every unfinished task; each stays counted until it has wound down.
  public func cancelAll() {
    for entry in running.values {
      entry.task.cancel()
    }
  }

  /// Cancels every unfinished task, and every task started from now on, as the scene leaves
  /// the stage: work its logic starts in `didDisappear` or after navigating away never runs
  /// an update either.
  func close() {
    isClosed = true
    cancelAll()
  }

  /// Lets new tasks run again, as the scene comes back on a stage.
  func reopen() {
    isClosed = false
  }

  /// Waits until every task started here has finished.
  ///
  /// Unlike ``Stage/settle()`` this does not treat work waiting on a ``ManualClock`` as idle.
  public func waitUntilFinished() async {
    while let entry = running.values.first {
      await entry.task.value
    }
  }
}
