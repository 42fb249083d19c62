import Foundation

#if canImport(Glibc)
  import Glibc
#endif

extension Process {
  /// Waits for the process to end, and kills it if it has not after a generous time, so that a
  /// broken program cannot hang the test run.
  ///
  /// - Returns: Whether it ended by itself.
  func endsInTime() async -> Bool {
    let deadline = ContinuousClock.now.advanced(by: .seconds(60))
    while isRunning, ContinuousClock.now < deadline {
      try? await Task.sleep(for: .milliseconds(20))
    }
    guard !isRunning else {
      kill(processIdentifier, SIGKILL)
      waitUntilExit()
      return false
    }
    return true
  }
}
