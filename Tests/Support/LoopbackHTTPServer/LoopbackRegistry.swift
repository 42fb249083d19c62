import Dispatch
import Foundation
import ServerWorker
import Synchronization

/// The shared state of a running ``LoopbackHTTPServer``: its listener, open connections and
/// running handlers.
///
/// Descriptors are shut down and closed only under the lock, so that `stop()` never touches a
/// descriptor number that has been closed and handed out again.
final class LoopbackRegistry: Sendable {
  private struct State {
    var isStopped = false
    var isListenerOpen = true
    var connections: Set<Int32> = []
    var handlers: [UUID: Task<Void, Never>] = [:]
    var replies: [UUID: LoopbackReply] = [:]
  }

  private let listener: Int32
  private let state = Mutex(State())

  init(listener: Int32) {
    self.listener = listener
  }

  /// Accepts connections and serves each on a thread of its own, until the server stops.
  func acceptConnections(replying: @escaping @Sendable (ServerHTTPRequest) async -> LoopbackReply) {
    while let connection = LoopbackSocket.acceptConnection(on: listener) {
      let admitted = state.withLock { state in
        guard !state.isStopped else { return false }
        state.connections.insert(connection)
        return true
      }
      guard admitted else {
        LoopbackSocket.closeSocket(connection)
        break
      }
      Thread.detachNewThread {
        LoopbackConnection(descriptor: connection, registry: self, replying: replying).serve()
      }
    }
    state.withLock { state in
      state.isListenerOpen = false
      LoopbackSocket.closeSocket(listener)
    }
  }

  /// Runs the handler on a request, on the calling connection's thread, and returns its reply;
  /// `nil` when the server has stopped.
  ///
  /// Blocking here is safe: connections have their own threads, outside the concurrency pool.
  func reply(
    to request: ServerHTTPRequest,
    using replying: @escaping @Sendable (ServerHTTPRequest) async -> LoopbackReply
  ) -> LoopbackReply? {
    let id = UUID()
    let executor = ConnectionExecutor()
    let started = state.withLock { state in
      guard !state.isStopped else { return false }
      state.handlers[id] = Task(executorPreference: executor) {
        let reply = await replying(request)
        self.state.withLock { $0.replies[id] = reply }
        executor.finish()
      }
      return true
    }
    guard started else { return nil }
    executor.runUntilFinished()
    return state.withLock { state in
      state.handlers[id] = nil
      return state.replies.removeValue(forKey: id)
    }
  }

  /// Closes a connection that its thread has finished with.
  func close(_ connection: Int32) {
    state.withLock { state in
      if state.connections.remove(connection) != nil {
        LoopbackSocket.closeSocket(connection)
      }
    }
  }

  /// Shuts the listener down, so that every later connection is refused, and leaves the open
  /// connections to finish.
  func stopListening() {
    state.withLock { state in
      if !state.isStopped, state.isListenerOpen {
        LoopbackSocket.shutDown(listener)
      }
    }
  }

  /// Shuts the listener and every open connection down, which wakes their blocked threads, and
  /// cancels the running handlers.
  func stop() {
    let handlers = state.withLock { state in
      guard !state.isStopped else { return [Task<Void, Never>]() }
      state.isStopped = true
      if state.isListenerOpen {
        LoopbackSocket.shutDown(listener)
      }
      for connection in state.connections {
        LoopbackSocket.shutDown(connection)
      }
      return Array(state.handlers.values)
    }
    for handler in handlers {
      handler.cancel()
    }
  }
}
