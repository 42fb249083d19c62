import DLCScript
import Foundation
import Synchronization

/// Ends the process when a command runs far past the longest it may take: work that holds the
/// main actor (a loop, a wait that blocks instead of awaiting) keeps the session's own settle
/// limit, which is checked on the main actor too, from ever being checked, and the session
/// would otherwise hang in silence.
///
/// It looks from outside the main actor, a few times a second; a command costs it two
/// uncontended locks.
final class CommandWatchdog: Sendable {
  /// Past the settle limit, how long a command may take to give up and return.
  static let grace: Duration = .seconds(5)

  private struct Watch {
    /// Where the command is, as errors name it (`FILE:LINE:COL`), or `nil` for nowhere.
    var place: String?
    var started: ContinuousClock.Instant
    var allowed: Duration
  }

  private let settleLimit: Duration
  private let watched = Mutex<Watch?>(nil)
  private let looking = Mutex<Task<Void, Never>?>(nil)
  private let report: @Sendable (_ place: String?, _ message: String) -> Void

  /// Starts looking at the commands the session runs.
  ///
  /// - Parameters:
  ///   - settleLimit: How long the session waits for a command to settle.
  ///   - report: Writes the error, given where the command is; the process then ends.
  init(
    settleLimit: Duration,
    report: @escaping @Sendable (_ place: String?, _ message: String) -> Void
  ) {
    self.settleLimit = settleLimit
    self.report = report
    // Off the main actor, on the threads of the global executor, which work on whatever
    // holds the main one.
    let task = Task.detached { [weak self] in
      while !Task.isCancelled {
        try? await Task.sleep(for: .milliseconds(250))
        self?.look()
      }
    }
    looking.withLock { $0 = task }
  }

  deinit {
    looking.withLock { $0?.cancel() }
  }

  /// Runs a command under watch.
  ///
  /// - Parameters:
  ///   - step: The command, for how long it may take (a `wait` its own time more).
  ///   - place: Where it is, as errors name it, or `nil`.
  ///   - body: Runs it.
  /// - Returns: What `body` returned.
  @MainActor
  func watching<Value>(
    _ step: ScriptStep?, at place: String?, _ body: () async -> Value
  ) async -> Value {
    var allowed = settleLimit + Self.grace
    if case .wait(let duration?) = step?.command {
      allowed += duration
    }
    watched.withLock { $0 = Watch(place: place, started: .now, allowed: allowed) }
    defer { watched.withLock { $0 = nil } }
    return await body()
  }

  private func look() {
    guard let watch = watched.withLock({ $0 }),
      ContinuousClock.now - watch.started > watch.allowed
    else { return }
    let seconds = watch.allowed.components.seconds
    report(
      watch.place,
      "the command has not returned after \(seconds) s: its work holds the main actor (a "
        + "loop, or a wait that blocks instead of awaiting), so nothing else can run; the "
        + "session ends")
    fflush(nil)
    _exit(1)
  }
}
