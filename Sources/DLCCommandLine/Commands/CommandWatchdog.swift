import DLCScript
import Foundation
import Synchronization

/// Ends the process when the main actor has been held, while a command runs, past the longest a
/// command may take to settle: work that holds it (a loop, a wait that blocks instead of
/// awaiting) keeps the session's own settle limit, which is checked on the main actor too, from
/// ever being checked, and the session would otherwise hang in silence.
///
/// The main actor counts a step whenever it is free (a task of its own, a few times a second)
/// and at each command's start and end; a task outside it looks a few times a second, and takes
/// a count that has not moved for the settle limit and a grace for a held main actor. A `wait`,
/// however long, leaves the main actor free between its steps, so only a held one is caught.
/// A command costs two uncontended locks and no reading of the clock: a command of a long
/// script is over in microseconds.
final class CommandWatchdog: Sendable {
  /// Past the settle limit, how long the main actor may be held before the session ends.
  static let grace: Duration = .seconds(5)

  /// What the main actor says, and the longest it was held during the command running.
  private struct Watch {
    /// Where the command running is: the file, its line and column; `nil` while none runs.
    /// Put together into `FILE:LINE:COL` only if it is needed.
    var place: (file: String, line: Int, column: Int?)?
    /// Moves whenever the main actor is seen free, and as each command starts and ends.
    var steps = 0
    /// The longest the main actor was held without a break during the command running.
    var longestHeld: Duration = .zero
  }

  private let settleLimit: Duration
  private let limit: Duration
  private let watched = Mutex(Watch())
  /// The count the looking task saw last, and when it first saw it: read and written by that
  /// task alone.
  private let lastSeen = Mutex((steps: 0, since: ContinuousClock.now))
  private let tasks = Mutex<[Task<Void, Never>]>([])
  private let report: @Sendable (_ place: String, _ message: String) -> Void

  /// Starts looking at the commands the session runs.
  ///
  /// - Parameters:
  ///   - settleLimit: How long the session waits for a command to settle.
  ///   - report: Writes the error, given where the command is; the process then ends.
  @MainActor
  init(
    settleLimit: Duration,
    report: @escaping @Sendable (_ place: String, _ message: String) -> Void
  ) {
    self.settleLimit = settleLimit
    limit = settleLimit + Self.grace
    self.report = report
    let marking = Task { @MainActor [weak self] in
      while !Task.isCancelled {
        self?.watched.withLock { $0.steps &+= 1 }
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
  ///   - file: The file it is in, as errors name it, such as `<stdin>`.
  ///   - line: Its line.
  ///   - column: Its column, if errors name it.
  ///   - body: Runs it.
  /// - Returns: What `body` returned, and why the command fails if it held the main actor
  ///   longer than a command may take to settle, though not so long that the session ended.
  @MainActor
  func watching<Value>(
    in file: String, line: Int, column: Int? = nil, _ body: @MainActor () async -> Value
  ) async -> (value: Value, failure: String?) {
    watched.withLock {
      $0.place = (file, line, column)
      $0.steps &+= 1
      $0.longestHeld = .zero
    }
    let value = await body()
    let held = watched.withLock { watch -> Duration in
      watch.place = nil
      watch.steps &+= 1
      return watch.longestHeld
    }
    guard held > settleLimit else { return (value, nil) }
    return (
      value,
      "the command held the main actor for about \(Self.seconds(held)) s without a break, "
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

  private func look() {
    let now = ContinuousClock.now
    let (place, steps) = watched.withLock { ($0.place, $0.steps) }
    let held = lastSeen.withLock { seen -> Duration in
      if seen.steps != steps {
        seen = (steps, now)
      }
      return now - seen.since
    }
    guard let place else { return }
    watched.withLock { watch in
      // The same command, still held, unless the count moved since.
      if watch.steps == steps {
        watch.longestHeld = max(watch.longestHeld, held)
      }
    }
    guard held > limit else { return }
    report(
      "\(place.file):\(place.line)" + (place.column.map { ":\($0)" } ?? ""),
      "the command has held the main actor for over \(Self.seconds(limit)) s (a loop, or a "
        + "wait that blocks instead of awaiting), so nothing else can run; the session ends")
    restoreTerminalBeforeExit()
    fflush(nil)
    _exit(1)
  }
}
