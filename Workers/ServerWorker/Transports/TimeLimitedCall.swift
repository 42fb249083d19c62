import RealTime
import Synchronization

/// Runs an operation so that its caller gets an outcome within a real-time limit, and at once when
/// the caller is cancelled, however long the operation itself takes to notice.
///
/// The operation runs in its own task, so an operation that never returns cannot hold its caller:
/// the first of its result, the time limit and cancellation wins, the other two are cancelled, and
/// a late result is dropped. The time limit is a ``RealTimeTimer``, freed as soon as the call
/// ends, so a call answered at once holds nothing until its limit would have passed.
package final class TimeLimitedCall<Value: Sendable>: Sendable {
  private struct State {
    var continuation: CheckedContinuation<Result<Value, ServerError>, Never>?
    var outcome: Result<Value, ServerError>?
    var operation: Task<Void, Never>?
    var timer: RealTimeTimer?
  }

  private let state = Mutex(State())

  private init() {}

  /// Runs `operation`, failing with ``ServerError/timedOut`` after `limit` of real time and with
  /// ``ServerError/cancelled`` as soon as the calling task is cancelled.
  ///
  /// - Parameters:
  ///   - limit: How long the operation may take, in real time.
  ///   - timers: The timers that measure the limit.
  ///   - operation: The work to run in a task of its own.
  /// - Returns: The operation's value.
  /// - Throws: The operation's error, ``ServerError/timedOut`` or ``ServerError/cancelled``.
  package static func run(
    within limit: Duration,
    timers: RealTimeTimers = .shared,
    _ operation: @escaping @Sendable () async throws(ServerError) -> Value
  ) async throws(ServerError) -> Value {
    let call = TimeLimitedCall()
    let result = await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        call.start(continuation, limit: limit, timers: timers, operation)
      }
    } onCancel: {
      call.finish(with: .failure(.cancelled))
    }
    return try result.get()
  }

  private func start(
    _ continuation: CheckedContinuation<Result<Value, ServerError>, Never>,
    limit: Duration,
    timers: RealTimeTimers,
    _ operation: @escaping @Sendable () async throws(ServerError) -> Value
  ) {
    let earlyOutcome: Result<Value, ServerError>? = state.withLock { state in
      if let outcome = state.outcome { return outcome }
      state.continuation = continuation
      state.operation = Task {
        // The limit counts from when the operation starts: on a machine too busy to run tasks,
        // a call is not timed out before its operation has had a thread.
        self.armTimeLimit(limit, on: timers)
        do throws(ServerError) {
          self.finish(with: .success(try await operation()))
        } catch {
          self.finish(with: .failure(error))
        }
      }
      return nil
    }
    if let earlyOutcome {
      continuation.resume(returning: earlyOutcome)
    }
  }

  /// Starts the time limit, unless the call has already ended.
  private func armTimeLimit(_ limit: Duration, on timers: RealTimeTimers) {
    state.withLock { state in
      guard case .none = state.outcome else { return }
      // Real time on purpose: the injected clock may stand still in tests and scripts. The
      // limit ends the call from a task, as the operation's answer does, so an answer already
      // waiting for a thread is not beaten by the clock.
      state.timer = timers.schedule(after: limit) {
        Task { self.finish(with: .failure(.timedOut)) }
      }
    }
  }

  private func finish(with outcome: Result<Value, ServerError>) {
    let (continuation, operation, timer) = state.withLock { state in
      guard case .none = state.outcome else {
        return (
          CheckedContinuation<Result<Value, ServerError>, Never>?.none,
          Task<Void, Never>?.none,
          RealTimeTimer?.none
        )
      }
      state.outcome = outcome
      defer {
        state.continuation = nil
        state.operation = nil
        state.timer = nil
      }
      return (state.continuation, state.operation, state.timer)
    }
    operation?.cancel()
    timer?.cancel()
    continuation?.resume(returning: outcome)
  }
}
