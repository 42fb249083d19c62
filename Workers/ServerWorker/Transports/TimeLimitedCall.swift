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
    var tasks: [Task<Void, Never>] = []
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
      state.tasks = [
        Task {
          do throws(ServerError) {
            self.finish(with: .success(try await operation()))
          } catch {
            self.finish(with: .failure(error))
          }
        },
        Task {
          // Real time on purpose: the injected clock may stand still in tests and scripts.
          guard (try? await ContinuousClock().sleep(for: limit)) != nil else { return }
          self.finish(with: .failure(.timedOut))
        },
      ]
      return nil
    }
    if let earlyOutcome {
      continuation.resume(returning: earlyOutcome)
    }
  }

  private func finish(with outcome: Result<Value, ServerError>) {
    let (continuation, tasks) = state.withLock { state in
      guard case .none = state.outcome else {
        return (CheckedContinuation<Result<Value, ServerError>, Never>?.none, [Task<Void, Never>]())
      }
      state.outcome = outcome
      defer {
        state.continuation = nil
        state.tasks = []
      }
      return (state.continuation, state.tasks)
    }
    for task in tasks {
      task.cancel()
    }
    continuation?.resume(returning: outcome)
  }
}
