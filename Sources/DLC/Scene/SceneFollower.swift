import Synchronization

/// A source of values a scene follows (a store's collection, say), and the work of handing
/// each value to the scene on the main actor.
///
/// The source calls ``deliver(_:)`` from any thread. The follower counts as busy in its
/// stage's ledger from the moment a value is delivered until the scene has been given it, and
/// as idle while it waits for the next one, like work asleep on a ``ManualClock``: a stage
/// settles once every delivered value has reached its scene, and is not held up by a follower
/// that has nothing to hand on. It is busy until the source's first value, which the source
/// must deliver at once.
final class SceneFollower<Value: Sendable>: Sendable, SceneFollowing {
  private struct State {
    var pending: [Value] = []
    var isDraining = false
    var isWaiting = false
    var hasDelivered = false
    var isCancelled = false
    var stop: (@Sendable () -> Void)?
  }

  private let state = Mutex(State())
  private let work: TrackedWork
  private let update: @MainActor (Value) -> Void

  init(work: TrackedWork, update: @escaping @MainActor (Value) -> Void) {
    self.work = work
    self.update = update
  }

  /// Hands a new value to the scene, after any it has not been given yet.
  ///
  /// Counts the follower busy before it returns, so a write that delivers a value and then
  /// returns leaves the stage unsettled until the scene has the value.
  ///
  /// - Parameter value: The source's new value.
  func deliver(_ value: Value) {
    let startsDraining = state.withLock { state -> Bool in
      guard !state.isCancelled else { return false }
      state.pending.append(value)
      state.hasDelivered = true
      guard !state.isDraining else { return false }
      state.isDraining = true
      if state.isWaiting {
        state.isWaiting = false
        work.sleeperEnded()
      }
      return true
    }
    if startsDraining {
      Task { @MainActor in self.drain() }
    }
  }

  /// Tells the follower how to stop its source; stops it at once if already cancelled.
  func onCancel(_ stop: @escaping @Sendable () -> Void) {
    let stopsNow = state.withLock { state -> Bool in
      guard !state.isCancelled else { return true }
      state.stop = stop
      return false
    }
    if stopsNow {
      stop()
    }
  }

  func cancel() {
    let stop = state.withLock { state -> (@Sendable () -> Void)? in
      state.isCancelled = true
      state.pending = []
      defer { state.stop = nil }
      return state.stop
    }
    stop?()
    work.finish()
  }

  func move(to ledger: WorkLedger?) {
    work.move(to: ledger)
  }

  var isBusy: Bool {
    state.withLock { !$0.isCancelled && (!$0.hasDelivered || $0.isDraining) }
  }

  @MainActor private func drain() {
    while true {
      let values = state.withLock { state -> [Value]? in
        guard !state.isCancelled else {
          state.isDraining = false
          return nil
        }
        guard !state.pending.isEmpty else {
          state.isDraining = false
          state.isWaiting = true
          work.sleeperBegan()
          return nil
        }
        defer { state.pending = [] }
        return state.pending
      }
      guard let values else { return }
      for value in values {
        guard !state.withLock({ $0.isCancelled }) else { return }
        update(value)
      }
    }
  }
}

/// What ``SceneTasks`` needs of a follower, whatever its values.
protocol SceneFollowing: AnyObject, Sendable {
  /// Stops the source and hands the scene nothing more.
  func cancel()
  /// Counts the follower in another stage's ledger from now on.
  func move(to ledger: WorkLedger?)
  /// Whether a value is on its way to the scene, or the first is still awaited.
  var isBusy: Bool { get }
}
