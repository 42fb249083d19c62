import Dispatch
import Foundation
import Synchronization

/// The write end of the pipe that the SIGINT handler signals through, or -1 when none is open.
///
/// A signal handler may only touch lock-free state; an atomic file descriptor is that.
private let interruptPipeWriteEnd = Atomic<Int32>(-1)

/// Writes one byte to the interrupt pipe: `write(2)` is async-signal-safe, and the byte wakes
/// the read source on the main queue whichever thread the kernel delivered the signal to.
private func forwardInterrupt(_: Int32) {
  var byte: UInt8 = 1
  let descriptor = interruptPipeWriteEnd.load(ordering: .relaxed)
  if descriptor >= 0 {
    _ = write(descriptor, &byte, 1)
  }
}

/// Routes Ctrl-C (SIGINT) to a handler while a command runs, so that it ends a long `wait`
/// instead of the whole session; at the prompt Ctrl-C ends the process as usual.
@MainActor
final class InterruptSignal {
  private let source: any DispatchSourceRead
  private let readEnd: Int32
  private let writeEnd: Int32
  /// How many times Ctrl-C came during commands.
  private var caughtCount = 0

  /// Opens the pipe the signal handler writes to; the handler runs on the main actor while
  /// ``catching(_:)`` runs.
  ///
  /// - Parameter handler: What Ctrl-C does during a command.
  init(handler: @escaping @MainActor @Sendable () -> Void) {
    var ends: [Int32] = [-1, -1]
    if pipe(&ends) != 0 {
      ends = [-1, -1]
    }
    readEnd = ends[0]
    writeEnd = ends[1]
    _ = fcntl(readEnd, F_SETFL, O_NONBLOCK)
    _ = fcntl(writeEnd, F_SETFL, O_NONBLOCK)
    source = DispatchSource.makeReadSource(fileDescriptor: readEnd, queue: .main)
    let readEnd = readEnd
    source.setEventHandler { [weak self] in
      var buffer = [UInt8](repeating: 0, count: 64)
      var isSignalled = false
      while read(readEnd, &buffer, buffer.count) > 0 {
        isSignalled = true
      }
      // A handler queued before `catching` read the byte itself has nothing left to say: the
      // command it came during has ended.
      guard isSignalled else { return }
      MainActor.assumeIsolated {
        self?.caughtCount += 1
        handler()
      }
    }
    source.resume()
  }

  isolated deinit {
    source.cancel()
    close(readEnd)
    close(writeEnd)
  }

  /// Ends the process by SIGINT, as Ctrl-C ends a program that does not catch it, so that the
  /// shell that started it stops a loop or a script too; returns only if the signal cannot be
  /// delivered.
  nonisolated static func endByIt() {
    signal(SIGINT, SIG_DFL)
    // Raised on this thread, whose own mask may block it: after a walk's children had run,
    // raising it alone left the process running.
    var signals = sigset_t()
    sigemptyset(&signals)
    sigaddset(&signals, SIGINT)
    pthread_sigmask(SIG_UNBLOCK, &signals, nil)
    raise(SIGINT)
  }

  /// Runs a command with Ctrl-C delivered to the handler rather than ending the process.
  ///
  /// - Parameter body: The command.
  /// - Returns: What the command returned, and whether Ctrl-C came while it ran.
  func catching<Value>(_ body: () async -> Value) async -> (value: Value, wasInterrupted: Bool) {
    let before = caughtCount
    interruptPipeWriteEnd.store(writeEnd, ordering: .relaxed)
    var action = sigaction()
    action.__sigaction_handler.sa_handler = forwardInterrupt
    sigemptyset(&action.sa_mask)
    action.sa_flags = SA_RESTART
    sigaction(SIGINT, &action, nil)
    defer {
      signal(SIGINT, SIG_DFL)
      interruptPipeWriteEnd.store(-1, ordering: .relaxed)
    }
    let value = await body()
    // A command that never suspended gave the read source no turn: its byte is read here, so
    // that the signal counts for this command and not the next.
    var buffer = [UInt8](repeating: 0, count: 64)
    var isUnread = false
    while read(readEnd, &buffer, buffer.count) > 0 {
      isUnread = true
    }
    return (value, isUnread || caughtCount != before)
  }
}
