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

  /// Starts a new session, unless the table is full of sessions whose person crossed into
  /// another act (signed in, say) even once idle sessions have ended.
  ///
  /// When the table is full, the session idle longest among those whose person never crossed
  /// into another act makes way: filling the table with page loads then takes no signed-in
  /// person's place, and turns no new browser away until the idle timeout.
  ///
  /// - Returns: The session, or `nil` when every session is a signed-in person's.
  func newSession() -> WebSession? {
    if sessions.count >= maximumCount {
      endIdleSessions()
    }
    if sessions.count >= maximumCount,
      let stranger = sessions.values.filter({ !$0.hasCrossedActs })
        .min(by: { $0.lastActivity < $1.lastActivity })
    {
      stranger.end()
      sessions[stranger.id] = nil
    }
    guard sessions.count < maximumCount else { return nil }
    let session = makeSession()
    sessions[session.id] = session
    return session
  }

  /// Gives a session a new id, under which alone it is found from now on.
  ///
  /// - Parameter session: A session of the table.
  func rename(_ session: WebSession) {
    guard sessions[session.id] === session else { return }
    sessions[session.id] = nil
    session.rename(to: SessionSecret.make())
    sessions[session.id] = session
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
