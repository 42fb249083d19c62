extension Stage {
  /// Returns once no scene work is running or ready to run.
  ///
  /// Work counts while it is in flight on any scene of the stage, or on a scene that has just
  /// left it and is winding down after cancellation. Work that waits on a ``ManualClock`` timer
  /// counts as idle: it cannot go on until the clock is advanced. With a real clock, a pending
  /// timer is simply work in flight. Returns early when the calling task is cancelled.
  ///
  /// A piece of work counts as waiting on the manual clock as soon as any task of it sleeps
  /// there, child tasks included. So race real operations against real time, as `ServerWorker`
  /// does with its timeouts: a request raced against a manual-clock sleep would look idle.
  public func settle() async {
    await settle(lookingAtMost: .max)
  }

  /// Returns once no scene work is running or ready to run, as ``settle()`` does, or once it has
  /// looked the given number of times.
  ///
  /// It looks often at first, then about once a millisecond: a limit of 10,000 looks is about
  /// 10 s on a machine with time to spare, and longer on one busy with other work, whose
  /// scenes then take longer too.
  ///
  /// - Parameter maximumLooks: How many times to look at the work in flight before giving up.
  /// - Returns: Whether the stage settled.
  @discardableResult
  public func settle(lookingAtMost maximumLooks: Int) async -> Bool {
    var rounds = 0
    while hasWorkInFlight, !Task.isCancelled {
      guard rounds < maximumLooks else { return false }
      rounds += 1
      if rounds < 64 {
        await Task.yield()
      } else {
        // Work off the main actor (a worker on another thread) needs real time, not turns.
        try? await Task.sleep(for: .microseconds(rounds < 1_024 ? 50 : 1_000))
      }
    }
    return !hasWorkInFlight
  }

  /// Whether any tracked work is running or ready to run.
  ///
  /// Read from a count that the work keeps up to date, so it costs the same at any depth of
  /// the stacks and with any number of tasks asleep on the clock.
  public var hasWorkInFlight: Bool {
    workLedger.busyCount > 0
  }

  /// What to call whenever work starts on the stage with none in flight, whatever started it:
  /// an input, a follower handed a store's change, a timer on a manual clock; `nil` for nothing.
  ///
  /// For a host that shows the screen as it changes, such as a browser's page: work that no
  /// input of the host's began can still change the screen, and the host looks again once it is
  /// told. The call comes on the thread that started the work, the main actor or not, while
  /// that work holds its own lock: it should only schedule the look (a `Task` on the main
  /// actor), never wait, nor touch the stage.
  public var onWorkStart: (@Sendable () -> Void)? {
    get { workLedger.onStart }
    set { workLedger.onStart = newValue }
  }
}
