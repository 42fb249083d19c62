import Synchronization

/// Holds back whoever waits on it, such as a stubbed server answer, until the test opens it.
///
/// Waiting on an open gate returns at once, so the order of `wait()` and `open()` does not
/// matter.
final class AnswerGate: Sendable {
  private struct State {
    var isOpen = false
    var waiters: [CheckedContinuation<Void, Never>] = []
  }

  private let state = Mutex(State())

  /// Returns once the gate is open.
  func wait() async {
    await withCheckedContinuation { continuation in
      let isOpen = state.withLock { state in
        if !state.isOpen {
          state.waiters.append(continuation)
        }
        return state.isOpen
      }
      if isOpen {
        continuation.resume()
      }
    }
  }

  /// Opens the gate for everyone waiting and everyone who waits later.
  func open() {
    let waiters = state.withLock { state in
      state.isOpen = true
      defer { state.waiters = [] }
      return state.waiters
    }
    for waiter in waiters {
      waiter.resume()
    }
  }
}
