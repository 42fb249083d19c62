/// Scene work that must happen one piece after another, in the order it was asked for, such as
/// writes of what a person keeps typing: each piece waits for the one before it to finish.
///
/// Every piece is the scene's work, started through its ``SceneTasks``: the stage waits for it
/// and cancels it when the scene leaves, and an update never reaches a scene that has gone.
///
/// A logic keeps one for each line of work, as `private lazy var noteWrites =
/// SerialWork(tasks: tasks)`, and hands it each piece:
///
/// <!-- swift-check
/// extension DetailLogic {
///   func example(note: String, code: String, store: StoreAccount, noteWrites: SerialWork) {
///     <#example#>
///   }
/// }
/// -->
/// ```swift
/// noteWrites.perform { () async throws(StoreError) in
///   try await store.put(CountryNote(id: code, text: note), in: AtlasStore.notes)
/// } then: { [weak self] result in
///   // Each write holds the whole note: a later one saves this text too, or fails and says so.
///   guard let self, !noteWrites.hasLaterPieces else { return }
///   if case .failure(let error) = result { presenter.showNoteNotSaved(error) }
/// }
/// ```
///
/// Where each piece writes a value whole, as a note is written, only the last piece's outcome
/// says what was kept, so an update asks ``hasLaterPieces`` before it says anything.
@MainActor
public final class SerialWork {
  private let tasks: SceneTasks
  private var last: SceneTask?
  /// How many pieces were asked for, and the number of the one whose update ran last.
  private var asked = 0
  private var updated = 0

  /// Whether a piece was asked for after the one whose update is running (or, outside an
  /// update, after the last piece whose update ran), so that its outcome is not the line's last
  /// word. A later piece counts even once cancelled: its operation still runs (a write still
  /// lands), though its update never comes, so nothing tells its outcome.
  public var hasLaterPieces: Bool {
    asked > updated
  }

  /// Creates an empty line of work.
  ///
  /// - Parameter tasks: The scene's tasks, which track every piece.
  public init(tasks: SceneTasks) {
    self.tasks = tasks
  }

  /// Runs an operation off the main actor once every piece asked for before it has finished,
  /// then hands its result to the scene unless the work was cancelled in the meantime.
  ///
  /// The operation runs even if the scene has left by then, so that what a person did before
  /// leaving (a write, say) is not lost; only its update is dropped.
  ///
  /// - Parameters:
  ///   - operation: The work, typically a worker call.
  ///   - update: Receives the outcome on the main actor; never called after cancellation.
  /// - Returns: A handle to cancel or await this piece.
  @discardableResult
  public func perform<Value: Sendable, Failure: Error>(
    _ operation: @escaping @Sendable () async throws(Failure) -> Value,
    then update: @escaping @MainActor (Result<Value, Failure>) -> Void
  ) -> SceneTask {
    let previous = last
    asked += 1
    let number = asked
    let task = tasks.perform(
      { () async throws(Failure) -> Value in
        // A cancelled piece still waits for the one before it, so that nothing after it can
        // overtake work already under way.
        await previous?.waitUntilFinished()
        return try await operation()
      },
      then: { [weak self] result in
        self?.updated = number
        update(result)
      })
    last = task
    return task
  }
}
