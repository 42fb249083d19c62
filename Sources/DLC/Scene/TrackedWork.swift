import Synchronization

/// One piece of scene work, as the stage and a ``ManualClock`` follow it.
///
/// ``SceneTasks`` creates one for every task it starts and binds it to ``current`` for the
/// task's whole run. A ``ManualClock`` tells it when a sleeper started on its behalf begins and
/// ends waiting, so that the work counts as idle while it waits on the clock (it cannot go on
/// until the clock is advanced). Task-locals follow a task through calls into actors, so a
/// worker's retry delay counts as waiting on the clock too.
///
/// The work keeps the ``WorkLedger`` of the stage it belongs to up to date: the ledger counts it
/// while it is busy, that is neither finished nor waiting on the clock. So the stage knows
/// whether any work is in flight without looking at any scene.
final class TrackedWork: Sendable {
  /// The work the current task runs on behalf of, if any.
  @TaskLocal static var current: TrackedWork?

  private struct State {
    var sleeperCount = 0
    var isFinished = false
    var ledger: WorkLedger?

    var isBusy: Bool { !isFinished && sleeperCount == 0 }
  }

  private let state: Mutex<State>

  /// Creates running work, counted as busy by the ledger.
  ///
  /// - Parameter ledger: The ledger of the stage the work belongs to, if it is on one.
  init(ledger: WorkLedger?) {
    state = Mutex(State(ledger: ledger))
    ledger?.add(1)
  }

  /// A sleeper started on behalf of this work waits on the manual clock.
  func sleeperBegan() {
    update { $0.sleeperCount += 1 }
  }

  /// A sleeper started on behalf of this work stopped waiting: woken or cancelled.
  func sleeperEnded() {
    update { $0.sleeperCount -= 1 }
  }

  /// The work's task has returned.
  func finish() {
    update { $0.isFinished = true }
  }

  /// Counts the work in another ledger from now on, as its scene enters another stage.
  ///
  /// - Parameter ledger: The new ledger.
  func move(to ledger: WorkLedger?) {
    update { $0.ledger = ledger }
  }

  private func update(_ change: (inout State) -> Void) {
    state.withLock { state in
      let wasBusy = state.isBusy
      let oldLedger = state.ledger
      change(&state)
      if wasBusy {
        oldLedger?.add(-1)
      }
      if state.isBusy {
        state.ledger?.add(1)
      }
    }
  }
}
