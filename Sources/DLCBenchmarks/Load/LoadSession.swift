/// One browser of the load client: its connections, cookie and token, and where it is in
/// ``LoadStep/signInAndSearch``.
final class LoadSession {
  /// What the session is doing.
  enum Phase: Equatable {
    /// Waiting for its moment to load the page.
    case starting
    /// Waiting for the page, which carries the cookie and token.
    case loadingPage
    /// Waiting, as a person does, before its next input.
    case thinking
    /// Waiting for an input's answer and for the screen to show its effect.
    case inputting
    /// Waiting for the query's results to arrive in an event.
    case awaitingResults
    /// Signed in, results shown, doing nothing.
    case idle
    /// Something went wrong; the reason is in the client's failures.
    case failed
  }

  var phase = Phase.starting
  /// When a starting or thinking session acts next, in monotonic nanoseconds.
  var dueAt: UInt64
  /// The connection requests go over, kept alive between them.
  var requests: LoadConnection?
  /// The page's event stream.
  var events: LoadConnection?
  var cookie = ""
  var token = ""
  /// The index of the next or current step.
  var step = 0
  /// When the current input was sent.
  var sentAt: UInt64 = 0
  /// When the screen first showed the current input's effect, if it has.
  var shownAt: UInt64?
  /// Whether the current input has been answered.
  var isAnswered = false
  /// When the query was sent.
  var queryAt: UInt64 = 0
  /// When the results were first seen in an event.
  var resultsAt: UInt64?

  init(dueAt: UInt64) {
    self.dueAt = dueAt
  }

  /// Whether the session has nothing more to do.
  var isDone: Bool {
    phase == .idle || phase == .failed
  }
}
