import DLC

/// The server's sessions by cookie, within a maximum count, ending those left idle.
@MainActor
final class WebSessionTable {
  private var sessions: [String: WebSession] = [:]
  private let maximumCount: Int
  private let idleTimeout: Duration
  private let makeSession: @MainActor () -> WebSession

  /// Creates an empty table.
  ///
  /// - Parameters:
  ///   - maximumCount: The most sessions at once.
  ///   - idleTimeout: How long a session may go without a request before it ends.
  ///   - makeSession: Makes a new session.
  init(
    maximumCount: Int, idleTimeout: Duration, makeSession: @escaping @MainActor () -> WebSession
  ) {
    self.maximumCount = maximumCount
    self.idleTimeout = idleTimeout
    self.makeSession = makeSession
  }

  /// How long a new session's page has to come back before the session may make way for
  /// another browser's.
  static let returnGrace = Duration.seconds(3)

  /// The number of sessions.
  var count: Int { sessions.count }

  /// The session a cookie names, if it has not ended.
  ///
  /// - Parameter cookie: The cookie's value, or `nil`.
  /// - Returns: The session, or `nil` for an unknown or ended one.
  func session(named cookie: String?) -> WebSession? {
    guard let cookie, SessionSecret.isWellFormed(cookie) else { return nil }
    return sessions[cookie]
  }

  /// Starts a new session, unless the table is full even once idle sessions have ended and the
  /// oldest one whose browser never came back has made way.
  ///
  /// A browser that loads the page comes back at once for its screen's stream; one that never
  /// does (a bare `curl`, a crawler) has nobody on it. Without making way, a stream of such
  /// requests would fill the table and turn people away until the idle timeout.
  ///
  /// - Returns: The session, or `nil` at the maximum.
  func newSession() -> WebSession? {
    if sessions.count >= maximumCount {
      endIdleSessions()
    }
    // A page comes back for its stream within moments; one that has not after a few seconds
    // is not coming.
    let now = ContinuousClock.now
    if sessions.count >= maximumCount,
      let unvisited = sessions.values.filter({
        $0.requestCount <= 1 && $0.lastActivity.duration(to: now) >= Self.returnGrace
      }).min(by: { $0.lastActivity < $1.lastActivity })
    {
      unvisited.end()
      sessions[unvisited.id] = nil
    }
    guard sessions.count < maximumCount else { return nil }
    let session = makeSession()
    sessions[session.id] = session
    return session
  }

  /// Ends every session whose last request is older than the idle timeout.
  func endIdleSessions() {
    let now = ContinuousClock.now
    for (id, session) in sessions where session.lastActivity.duration(to: now) >= idleTimeout {
      session.end()
      sessions[id] = nil
    }
  }

  /// Sends a comment to every page, so that quiet streams stay open.
  func keepStreamsAlive() {
    for session in sessions.values {
      session.keepStreamsAlive()
    }
  }

  /// Ends every session.
  func endAll() {
    for session in sessions.values {
      session.end()
    }
    sessions = [:]
  }
}
