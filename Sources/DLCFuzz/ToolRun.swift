import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// One run of the application's tool that the fuzzer watches as it watches its child: a run
/// that spends more processor time than its limit, or that waits fifteen times as long, is
/// killed and called a hang.
struct ToolRun {
  /// How the run ended.
  enum Ending: Equatable {
    /// The tool exited with this status.
    case exited(Int32)
    /// The tool was ended by this signal.
    case crashed(Int32)
    /// The tool went over its limit and was killed.
    case hung(Duration)
  }

  /// A new folder of this process's own for one kind of run's files; the caller removes it.
  ///
  /// - Parameter purpose: A word for what the files are.
  /// - Returns: The folder, made.
  static func scratchFolder(_ purpose: String) -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("DLCFuzz-\(purpose)-\(getpid())", isDirectory: true)
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  /// The fuzzer's environment for the tool: no colour, and the person's data in `folder`,
  /// never in the home folder of whoever runs the fuzzer.
  ///
  /// - Parameter folder: Where the tool keeps the person's data.
  /// - Returns: The environment.
  static func environment(keepingDataIn folder: URL) -> [String: String] {
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = "1"
    environment["XDG_DATA_HOME"] = folder.path
    return environment
  }

  /// Waits for a started process to end, or kills it once it goes over the limit.
  ///
  /// - Parameters:
  ///   - process: The running tool.
  ///   - limit: The processor time it may use; it may wait fifteen times as long.
  ///   - whileWaiting: Called every few milliseconds, to keep the tool's input and output moving.
  /// - Returns: How it ended.
  static func watch(
    _ process: Process, limit: Duration, whileWaiting: () -> Void = {}
  ) async -> Ending {
    let started = ContinuousClock.now
    let processor = ChildProcessor(process: process.processIdentifier)
    while process.isRunning {
      whileWaiting()
      let used = processor.time ?? started.duration(to: .now)
      if used > limit || started.duration(to: .now) > limit * 15 {
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        return .hung(limit)
      }
      try? await Task.sleep(for: .milliseconds(5))
    }
    whileWaiting()
    return process.terminationReason == .uncaughtSignal
      ? .crashed(process.terminationStatus) : .exited(process.terminationStatus)
  }
}
