import Dispatch
import Synchronization

/// Runs an operation so that its caller gets an outcome within a real-time limit, and at once when
/// the caller is cancelled, however long the operation itself takes to notice.
///
/// The operation runs in its own task, so an operation that never returns cannot hold its caller:
/// the first of its result, the time limit and cancellation wins, the other two are cancelled, and
/// a late result is dropped.
final class TimeLimitedCall<Value: Sendable>: Sendable {
  private struct State {
    var continuation: CheckedContinuation<Result<Value, ServerError>, Never>?
    var outcome: Result<Value, ServerError>?
    var operation: Task<Void, Never>?
    var timer: (any DispatchSourceTimer)?
  }

  private let state = Mutex(State())

  private init() {}

  /// Runs `operation`, failing with ``ServerError/timedOut`` after `limit` of real time and with
  /// ``ServerError/cancelled`` as soon as the calling task is cancelled.
  static func run(
    within limit: Duration,
    _ operation: @escaping @Sendable () async throws(ServerError) -> Value
  ) async throws(ServerError) -> Value {
    let call = TimeLimitedCall()
    let result = await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        call.start(continuation, limit: limit, operation)
      }
    } onCancel: {
      call.finish(with: .failure(.cancelled))
    }
    return try result.get()
  }

  private func start(
    _ continuation: CheckedContinuation<Result<Value, ServerError>, Never>,
    limit: Duration,
    _ operation: @escaping @Sendable () async throws(ServerError) -> Value
  ) {
    let earlyOutcome: Result<Value, ServerError>? = state.withLock { state in
      if let outcome = state.outcome { return outcome }
      state.continuation = continuation
      state.operation = Task {
        do throws(ServerError) {
          self.finish(with: .success(try await operation()))
        } catch {
          self.finish(with: .failure(error))
        }
      }
      // Real time on purpose: the injected clock may stand still in tests and scripts. A
      // dispatch timer, unlike a sleeping task, is gone the moment it is cancelled, so a
      // request that answers in time leaves nothing behind until its deadline.
      let timer = DispatchSource.makeTimerSource(queue: .global())
      timer.schedule(deadline: .now() + .nanoseconds(Self.nanoseconds(of: limit)))
      timer.setEventHandler { self.finish(with: .failure(.timedOut)) }
      timer.resume()
      state.timer = timer
      return nil
    }
    if let earlyOutcome {
      continuation.resume(returning: earlyOutcome)
    }
  }

  private func finish(with outcome: Result<Value, ServerError>) {
    let (continuation, operation, timer) = state.withLock { state in
      guard case .none = state.outcome else {
        return (
          CheckedContinuation<Result<Value, ServerError>, Never>?.none,
          Task<Void, Never>?.none, (any DispatchSourceTimer)?.none
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

  /// A duration in whole nanoseconds, at most about 292 years.
  private static func nanoseconds(of duration: Duration) -> Int {
    let (seconds, attoseconds) = duration.components
    guard seconds < Int64.max / 1_000_000_000 else { return Int.max }
    return Int(max(0, seconds * 1_000_000_000 + attoseconds / 1_000_000_000))
  }
}
