import DLCScript
import Foundation
import Synchronization

/// Ends the process when the main actor has been held, while a command runs, past the longest a
/// command may take to settle: work that holds it (a loop, a wait that blocks instead of
/// awaiting) keeps the session's own settle limit, which is checked on the main actor too, from
/// ever being checked, and the session would otherwise hang in silence.
///
/// A task on the main actor marks it free a few times a second, as do a command's start and
/// end; a task outside it looks at the mark. A `wait`, however long, leaves the main actor free
/// between its steps, so only a held main actor is caught.
final class CommandWatchdog: Sendable {
  /// Past the settle limit, how long the main actor may be held before the session ends.
  static let grace: Duration = .seconds(5)

  private struct Watch {
    /// Where the command running is, as errors name it (`FILE:LINE:COL`), or `nil` for
    /// nowhere; no command runs when the watch is `nil`.
    var place: String?
    /// When the main actor was last seen free.
    var lastFree: ContinuousClock.Instant
    /// The longest the main actor was held without a break during the command so far.
    var longestHeld: Duration = .zero

    /// Marks the main actor free now, keeping how long it was held.
    mutating func markFree() {
      let now = ContinuousClock.now
      longestHeld = max(longestHeld, now - lastFree)
      lastFree = now
    }
  }

  private let settleLimit: Duration
  private let limit: Duration
  private let watched = Mutex<Watch?>(nil)
  private let tasks = Mutex<[Task<Void, Never>]>([])
  private let report: @Sendable (_ place: String?, _ message: String) -> Void

  /// Starts looking at the commands the session runs.
  ///
  /// - Parameters:
  ///   - settleLimit: How long the session waits for a command to settle.
  ///   - report: Writes the error, given where the command is; the process then ends.
  @MainActor
  init(
    settleLimit: Duration,
    report: @escaping @Sendable (_ place: String?, _ message: String) -> Void
  ) {
    self.settleLimit = settleLimit
    limit = settleLimit + Self.grace
    self.report = report
    let marking = Task { @MainActor [weak self] in
      while !Task.isCancelled {
        self?.markFree()
        try? await Task.sleep(for: .milliseconds(250))
      }
    }
    // Off the main actor, on the threads of the global executor, which work on whatever
    // holds the main one.
    let looking = Task.detached { [weak self] in
      while !Task.isCancelled {
        try? await Task.sleep(for: .milliseconds(250))
        self?.look()
      }
    }
    tasks.withLock { $0 = [marking, looking] }
  }

  deinit {
    tasks.withLock { $0.forEach { $0.cancel() } }
  }

  /// Runs a command under watch.
  ///
  /// - Parameters:
  ///   - place: Where it is, as errors name it, or `nil`.
  ///   - body: Runs it.
  /// - Returns: What `body` returned, and why the command fails if it held the main actor
  ///   longer than a command may take to settle, though not so long that the session ended.
  @MainActor
  func watching<Value>(at place: String?, _ body: () async -> Value) async
    -> (value: Value, failure: String?)
  {
    watched.withLock { $0 = Watch(place: place, lastFree: .now) }
    let value = await body()
    let held = watched.withLock { watch -> Duration in
      watch?.markFree()
      defer { watch = nil }
      return watch?.longestHeld ?? .zero
    }
    guard held > settleLimit else { return (value, nil) }
    return (
      value,
      "the command held the main actor for \(Self.seconds(held)) s without a break, "
        + "longer than the \(Self.seconds(settleLimit)) s a command may take to settle (a "
        + "loop, or a wait that blocks instead of awaiting)"
    )
  }

  /// A duration in seconds as a person reads it: `15`, `5.5`.
  static func seconds(_ duration: Duration) -> String {
    let (whole, fraction) = duration.components
    return fraction == 0
      ? "\(whole)" : String(format: "%.1f", Double(whole) + Double(fraction) / 1e18)
  }

  private func markFree() {
    watched.withLock { $0?.markFree() }
  }

  private func look() {
    guard let watch = watched.withLock({ $0 }), ContinuousClock.now - watch.lastFree > limit
    else { return }
    report(
      watch.place,
      "the command has held the main actor for over \(Self.seconds(limit)) s (a loop, or a "
        + "wait that blocks instead of awaiting), so nothing else can run; the session ends")
    restoreTerminalBeforeExit()
    fflush(nil)
    _exit(1)
  }
}
