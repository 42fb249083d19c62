import Dispatch
import Foundation

/// Routes Ctrl-C (SIGINT) to a handler while a command runs, so that it ends a long `wait`
/// instead of the whole session; at the prompt Ctrl-C ends the process as usual.
@MainActor
final class InterruptSignal {
  private let source: any DispatchSourceSignal

  /// Starts listening for SIGINT; the handler runs on the main actor while ``catching(_:)`` runs.
  ///
  /// - Parameter handler: What Ctrl-C does during a command.
  init(handler: @escaping @MainActor @Sendable () -> Void) {
    source = DispatchSource.makeSignalSource(signal: SIGINT, queue: .main)
    source.setEventHandler {
      MainActor.assumeIsolated { handler() }
    }
    source.resume()
  }

  isolated deinit {
    source.cancel()
  }

  /// Runs a command with Ctrl-C delivered to the handler rather than ending the process.
  ///
  /// - Parameter body: The command.
  /// - Returns: What the command returned.
  func catching<Value>(_ body: () async -> Value) async -> Value {
    // Ignoring the signal keeps its default action (ending the process) from running; the
    // dispatch source still hears it.
    signal(SIGINT, SIG_IGN)
    defer { signal(SIGINT, SIG_DFL) }
    return await body()
  }
}
