import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The load client of `serve-sessions`: one thread and one `poll` loop driving many browsers at
/// once over real sockets, each loading the page, following its event stream, and signing in
/// and searching at a person's pace.
///
/// Each input's latency runs from sending it to the first moment the session sees its effect:
/// the answer, or an event that shows what the answer did not yet show. The query's results
/// are debounced; their delay is counted past the debounce.
final class LoadClient {
  /// What a run measured.
  struct Outcome {
    /// Every input's latency, in nanoseconds.
    var inputLatencies: [Double] = []
    /// How long after the debounce the results arrived, per session, in nanoseconds.
    var resultDelays: [Double] = []
    /// What went wrong, one line a failed session.
    var failures: [String] = []
  }

  private let port: Int
  private let steps = LoadStep.signInAndSearch
  private let thinkTime: ClosedRange<UInt64>
  private let sessions: [LoadSession]
  private var outcome = Outcome()
  private var generator = SystemRandomNumberGenerator()

  /// Plans a run.
  ///
  /// - Parameters:
  ///   - port: The server's port on 127.0.0.1.
  ///   - sessions: How many browsers.
  ///   - rampUp: The time over which the browsers load their pages, at random moments.
  ///   - thinkTime: The range of pauses before each input, drawn at random.
  init(port: Int, sessions: Int, rampUp: Duration, thinkTime: ClosedRange<Duration>) {
    self.port = port
    self.thinkTime =
      UInt64(thinkTime.lowerBound.nanoseconds)...UInt64(thinkTime.upperBound.nanoseconds)
    let start = Self.now
    let ramp = max(UInt64(rampUp.nanoseconds), 1)
    var generator = SystemRandomNumberGenerator()
    self.sessions = (0..<sessions).map { _ in
      LoadSession(dueAt: start + UInt64.random(in: 0..<ramp, using: &generator))
    }
  }

  /// Runs every session until it is idle or has failed, then leaves them open, idle.
  ///
  /// - Parameter limit: The longest the run may take.
  /// - Returns: The latencies and failures.
  /// - Throws: ``BenchmarkError`` when the run outlasts the limit.
  func run(within limit: Duration) throws(BenchmarkError) -> Outcome {
    let deadline = Self.now + UInt64(limit.nanoseconds)
    var watched: [pollfd] = []
    var owners: [(session: LoadSession, connection: LoadConnection)] = []
    while sessions.contains(where: { !$0.isDone }) {
      let now = Self.now
      guard now < deadline else {
        let left = sessions.filter { !$0.isDone }.count
        throw .unexpected(
          benchmark: "load client", detail: "\(left) sessions not idle within \(limit)")
      }
      var nextDue = now + 10_000_000
      for session in sessions where session.phase == .starting || session.phase == .thinking {
        if session.dueAt <= now {
          act(session)
        } else {
          nextDue = min(nextDue, session.dueAt)
        }
      }
      watched.removeAll(keepingCapacity: true)
      owners.removeAll(keepingCapacity: true)
      for session in sessions where !session.isDone {
        for connection in [session.requests, session.events].compactMap(\.self)
        where !connection.isClosed {
          watched.append(pollfd(fd: connection.socket, events: connection.pollEvents, revents: 0))
          owners.append((session, connection))
        }
      }
      let wait = Int32(min((nextDue - min(nextDue, Self.now)) / 1_000_000, 10))
      guard poll(&watched, nfds_t(watched.count), wait) > 0 else { continue }
      for (index, event) in watched.enumerated() where event.revents != 0 {
        let (session, connection) = owners[index]
        if event.revents & Int16(POLLOUT) != 0 {
          connection.flush()
        }
        if event.revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 {
          connection.receive()
        }
        if !session.isDone {
          handle(session)
        }
      }
    }
    return outcome
  }

  /// Closes every connection, which ends nothing on the server until its sessions idle out.
  func closeAll() {
    for session in sessions {
      session.requests = nil
      session.events = nil
    }
  }

  // MARK: - Sessions

  /// Loads the page of a starting session, or sends a thinking session's next input.
  private func act(_ session: LoadSession) {
    if session.phase == .starting {
      send("GET / HTTP/1.1\r\nHost: \(host)\r\n\r\n", for: session)
      session.phase = .loadingPage
      return
    }
    let step = steps[session.step]
    let body = "{\"command\":\"\(step.command)\"}"
    let request =
      "POST /input HTTP/1.1\r\nHost: \(host)\r\nOrigin: http://\(host)\r\n"
      + "Cookie: dlc-session-\(port)=\(session.cookie)\r\nX-DLC-Token: \(session.token)\r\n"
      + "Content-Type: application/json\r\nContent-Length: \(body.utf8.count)\r\n\r\n\(body)"
    session.sentAt = Self.now
    session.shownAt = nil
    session.isAnswered = false
    if session.step == steps.count - 1 {
      session.queryAt = session.sentAt
    }
    session.phase = .inputting
    send(request, for: session)
  }

  /// Takes what arrived for a session: events, then answers.
  private func handle(_ session: LoadSession) {
    if let events = session.events {
      for event in events.takeEvents() {
        see(event, in: session)
      }
      if events.isClosed {
        // An input that names the session anew (typing the password does) closes the streams
        // that followed it under the old name: its answer carries the new one.
        session.events = nil
        guard session.phase == .inputting else {
          fail(session, "the event stream closed")
          return
        }
      }
    }
    guard let requests = session.requests else { return }
    while let answer = requests.takeAnswer() {
      take(answer, in: session)
    }
    if requests.isClosed, session.phase == .loadingPage || session.phase == .inputting {
      fail(session, "the server closed the connection before answering")
    }
  }

  private func see(_ event: String, in session: LoadSession) {
    let now = Self.now
    if session.queryAt > 0, session.resultsAt == nil, ByteSearch.contains(event, LoadStep.results) {
      session.resultsAt = now
    }
    if session.phase == .inputting, session.shownAt == nil,
      let shows = steps[session.step].shows, ByteSearch.contains(event, shows)
    {
      session.shownAt = now
      finishInputIfShown(session)
    }
    if session.phase == .awaitingResults {
      finishIfResultsShown(session)
    }
  }

  private func take(_ answer: LoadAnswer, in session: LoadSession) {
    switch session.phase {
    case .loadingPage:
      guard answer.status == 200,
        let cookie = answer.header("set-cookie").flatMap(Self.sessionCookie),
        let token = Self.token(inPage: answer.body)
      else {
        fail(session, "the page came with status \(answer.status), or without cookie or token")
        return
      }
      session.cookie = cookie
      session.token = token
      guard follow(session) else { return }
      think(session)
    case .inputting:
      guard answer.status == 200, !ByteSearch.contains(answer.body, "\"error\":") else {
        fail(
          session, "'\(steps[session.step].command)': \(answer.status) \(answer.body.prefix(200))")
        return
      }
      if let cookie = answer.header("set-cookie").flatMap(Self.sessionCookie) {
        session.cookie = cookie
        guard follow(session) else { return }
      } else if session.events == nil {
        fail(session, "the event stream closed")
        return
      }
      session.isAnswered = true
      if session.shownAt == nil,
        steps[session.step].shows.map({ ByteSearch.contains(answer.body, $0) }) ?? true
      {
        session.shownAt = Self.now
      }
      finishInputIfShown(session)
    default:
      fail(session, "an answer that nothing asked for: \(answer.status)")
    }
  }

  /// Opens the session's stream of events under its current cookie.
  ///
  /// - Returns: Whether it could be opened; the session has failed if not.
  private func follow(_ session: LoadSession) -> Bool {
    do {
      let events = try LoadConnection(port: port)
      events.send(
        Array(
          "GET /events HTTP/1.1\r\nHost: \(host)\r\nCookie: dlc-session-\(port)=\(session.cookie)\r\n\r\n"
            .utf8))
      session.events = events
      return true
    } catch {
      fail(session, error.description)
      return false
    }
  }

  private func finishInputIfShown(_ session: LoadSession) {
    guard session.isAnswered, let shownAt = session.shownAt else { return }
    outcome.inputLatencies.append(Double(shownAt - session.sentAt))
    session.step += 1
    if session.step < steps.count {
      think(session)
    } else {
      session.phase = .awaitingResults
      finishIfResultsShown(session)
    }
  }

  private func finishIfResultsShown(_ session: LoadSession) {
    guard let resultsAt = session.resultsAt else { return }
    let delay = resultsAt - session.queryAt
    outcome.resultDelays.append(Double(delay - min(delay, LoadStep.debounceNanoseconds)))
    session.phase = .idle
  }

  private func think(_ session: LoadSession) {
    session.phase = .thinking
    session.dueAt = Self.now + UInt64.random(in: thinkTime, using: &generator)
  }

  private func fail(_ session: LoadSession, _ reason: String) {
    session.phase = .failed
    outcome.failures.append(reason)
  }

  /// Sends a request over the session's connection, opening a new one if the server closed it.
  private func send(_ request: String, for session: LoadSession) {
    if session.requests?.isClosed ?? true {
      do {
        session.requests = try LoadConnection(port: port)
      } catch {
        fail(session, error.description)
        return
      }
    }
    session.requests?.send(Array(request.utf8))
  }

  private var host: String { "127.0.0.1:\(port)" }

  // MARK: - Reading

  /// The session's id in a `Set-Cookie` value: `dlc-session-PORT=ID; HttpOnly; …`.
  static func sessionCookie(in value: String) -> String? {
    guard value.hasPrefix("dlc-session-"), let equals = value.firstIndex(of: "=") else {
      return nil
    }
    let id = value[value.index(after: equals)...].prefix { $0 != ";" }
    return id.isEmpty ? nil : String(id)
  }

  /// The token in the page's `<meta name="dlc-token" content="…">`.
  static func token(inPage page: String) -> String? {
    guard let meta = page.range(of: "<meta name=\"dlc-token\" content=\"") else { return nil }
    let token = page[meta.upperBound...].prefix { $0 != "\"" }
    return token.isEmpty ? nil : String(token)
  }

  /// The monotonic clock, in nanoseconds.
  static var now: UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
  }
}
