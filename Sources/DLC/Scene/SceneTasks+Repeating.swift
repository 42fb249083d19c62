extension SceneTasks {
  /// Runs an operation again and again, an interval apart, until the scene leaves the stage
  /// (covered by another scene, it goes on): a clock that ticks, a list polled for changes.
  ///
  /// The waits between runs are not work in flight, on any clock: the stage settles between
  /// two runs, so a command in the REPL or an input on a browser's page returns as soon as its
  /// own work is done, and a host that shows the screen as it changes looks again after each
  /// run. On a ``ManualClock`` a script's `wait 3s` makes three runs of a one-second interval,
  /// one at each second. Each run counts as work until it returns, as any task does.
  ///
  /// A loop of your own that sleeps is different on a real clock: it is work in flight for as
  /// long as it lasts, so every command after it waits out the session's settle limit and
  /// fails as still working.
  ///
  /// Runs do not overlap: the next wait begins once a run has returned. A run that a stopped
  /// clock or a long one made late is not made up: the next comes an interval after it.
  ///
  /// <!-- swift-check
  /// extension SearchLogic {
  ///   func example() {
  ///     <#example#>
  ///   }
  ///   func refresh() {}
  /// }
  /// -->
  /// ```swift
  /// tasks.run(every: .seconds(1), on: dc.clock) { [weak self] in
  ///   self?.refresh()
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - interval: The time from one run's deadline to the next's; it must be more than zero.
  ///   - clock: The clock to wait on: the act's, which is a ``ManualClock`` in scripts and tests.
  ///   - operation: One run.
  /// - Returns: A handle that stops the runs.
  @discardableResult
  public func run<C: Clock>(
    every interval: C.Duration, on clock: C,
    _ operation: @escaping @MainActor () async -> Void
  ) -> SceneTask {
    precondition(interval > .zero, "a repeating run needs an interval of more than zero")
    return run {
      // Always set: `run` binds every task of its own to the work it tracks.
      guard let work = TrackedWork.current else { return }
      // A ManualClock marks its own sleepers idle, and busy again the moment it wakes them.
      let marksWaits = !(clock is ManualClock)
      var deadline = clock.now.advanced(by: interval)
      while !Task.isCancelled {
        if marksWaits { work.sleeperBegan() }
        let woke = (try? await clock.sleep(until: deadline, tolerance: nil)) != nil
        if marksWaits { work.sleeperEnded() }
        guard woke, !Task.isCancelled else { return }
        await operation()
        deadline = deadline.advanced(by: interval)
        let now = clock.now
        if deadline <= now {
          deadline = now.advanced(by: interval)
        }
      }
    }
  }
}
