/// Looks at the screen of every session whose stage has work in flight, all of them on one
/// timer, and sends each change to the session's pages.
///
/// One timer for all the busy sessions rather than one each: a thousand sessions waiting on a
/// debounce or a server's answer would otherwise wake the main actor a hundred thousand times
/// a second, each wake a task's turn of its own.
@MainActor
final class BusySessionWatch {
  /// How often the busy sessions' screens are looked at.
  static let interval: Duration = .milliseconds(10)

  /// The sessions looked at, each until its work is done or it ends.
  private var sessions: [WebSession] = []
  private var isLooking = false

  /// Looks at a session's screen from now on, until its stage has no work in flight.
  ///
  /// - Parameter session: A session not watched yet.
  func watch(_ session: WebSession) {
    assert(!sessions.contains { $0 === session }, "a session watched twice")
    sessions.append(session)
    guard !isLooking else { return }
    isLooking = true
    Task { [weak self] in
      while self?.lookOnce() == true {
        try? await Task.sleep(for: Self.interval)
      }
    }
  }

  /// One look at every session watched; `false` once none is left to watch.
  private func lookOnce() -> Bool {
    sessions.removeAll { !$0.publishChangesIfStillBusy() }
    isLooking = !sessions.isEmpty
    return isLooking
  }
}
