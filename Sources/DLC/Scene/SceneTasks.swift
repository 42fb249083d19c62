/// The async work of one scene: started here, tracked by the stage, cancelled with the scene.
///
/// Everything a scene does off the synchronous path (a worker call, a debounce) starts here, so
/// that ``Stage/settle()`` can wait for it and so that it stops when the scene leaves the stage.
/// Prefer ``perform(_:then:)``: its update reaches the scene only if the work was not cancelled,
/// so a slow answer can never reach a scene that has gone.
///
/// <!-- swift-check
/// extension DetailLogic {
///   func example(code: String) {
///     let server = dc.server
///     <#example#>
///   }
///   func show(_ result: Result<Country, ServerError>) {}
/// }
/// -->
/// ```swift
/// tasks.perform { () async throws(ServerError) -> Country in
///   try await server.send(.country(code: code))
/// } then: { [weak self] result in
///   self?.show(result)
/// }
/// ```
@MainActor
public final class SceneTasks {
  private static var lastID: UInt64 = 0
  // The tasks and followers started here, by number. Only ever read and written whole (see
  // `setRunning(_:for:)`), so that the compiler can prove no access to them overlaps another and
  // drop the run-time exclusivity check on each: every scene that comes and goes reads them.
  private var running: [UInt64: (task: Task<Void, Never>, work: TrackedWork)] = [:]
  private var followers: [UInt64: any SceneFollowing] = [:]
  private var isClosed = false

  /// The ledger of the stage the scene was last shown on: it counts the busy tasks started here.
  ///
  /// Held strongly, as the work started here holds it: a ledger is a count that refers to
  /// nothing, so it keeps no stage or scene alive, and a weak reference would be loaded and
  /// set through a side table every time the scene enters a stage.
  private var ledger: WorkLedger?

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
    guard hasWork else { return }
    for entry in running.values {
      entry.work.move(to: ledger)
    }
    for follower in followers.values {
      follower.move(to: ledger)
    }
  }

  /// Whether any task or follower was started here and not yet done with: most scenes start
  /// none, and come and go without a look at either table.
  private var hasWork: Bool { !running.isEmpty || !followers.isEmpty }

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
      self?.setRunning(nil, for: id)
    }
    setRunning((task, work), for: id)
    if isClosed {
      task.cancel()
    }
    return SceneTask(task: task)
  }

  /// Sets or removes the entry of a task. The table is taken out of its storage for the change
  /// and put back whole: held once, it still changes in place, and no access to the storage is
  /// left open while other code runs.
  private func setRunning(_ entry: (task: Task<Void, Never>, work: TrackedWork)?, for id: UInt64) {
    var table = running
    running = [:]
    table[id] = entry
    running = table
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

  /// Follows a source of values (a store's collection or record, say): hands the scene each
  /// value the source delivers, on the main actor, until the scene leaves the stage.
  ///
  /// The source must deliver its current value at once, then each new one, from any thread;
  /// the stage settles only once every value delivered has reached the scene. Leaving the
  /// stage (or ``cancelAll()``) calls the stop function `subscribe` returned.
  ///
  /// <!-- swift-check
  /// extension FavoritesLogic {
  ///   func example() {
  ///     let store = dc.store
  ///     <#example#>
  ///   }
  ///   func show(_ favorites: [FavoriteCountry]) {}
  /// }
  /// -->
  /// ```swift
  /// tasks.follow { deliver in
  ///   let observation = store.observe(AtlasStore.favorites, onChange: deliver)
  ///   return { observation.cancel() }
  /// } then: { [weak self] (favorites: [FavoriteCountry]) in
  ///   self?.show(favorites)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - subscribe: Starts the source, given the function that delivers its values; returns
  ///     the function that stops it.
  ///   - update: Receives each value on the main actor; never called once the scene has left.
  public func follow<Value: Sendable>(
    _ subscribe: (_ deliver: @escaping @Sendable (Value) -> Void) -> @Sendable () -> Void,
    then update: @escaping @MainActor (Value) -> Void
  ) {
    Self.lastID &+= 1
    let follower = SceneFollower(work: TrackedWork(ledger: ledger), update: update)
    var following = followers
    followers = [:]
    following[Self.lastID] = follower
    followers = following
    // Weak: the source may hold its delivery function a moment after it is stopped (a store
    // forgets its followers on its own actor), and must not keep the scene's follower alive.
    follower.onCancel(subscribe { [weak follower] in follower?.deliver($0) })
    if isClosed {
      follower.cancel()
    }
  }

  /// Cancels every unfinished task and stops following every source; each task stays counted
  /// until it has wound down.
  public func cancelAll() {
    guard hasWork else { return }
    for entry in running.values {
      entry.task.cancel()
    }
    for follower in followers.values {
      follower.cancel()
    }
    followers = [:]
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

  /// Waits until every task started here has finished, and every value delivered to a
  /// follower (the first one included) has reached the scene.
  ///
  /// Unlike ``Stage/settle()`` this does not treat work waiting on a ``ManualClock`` as idle.
  public func waitUntilFinished() async {
    while true {
      if let entry = running.values.first {
        await entry.task.value
      } else if followers.values.contains(where: \.isBusy) {
        // A follower's value comes from another actor's thread, which needs real time.
        try? await Task.sleep(for: .microseconds(50))
      } else {
        return
      }
    }
  }
}
