import Foundation
import FuzzSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An executable of this package as the build left it, beside the benchmark's own executable.
///
/// It starts programs with `posix_spawn` and `waitpid` rather than Foundation's `Process`, whose
/// own bookkeeping takes several milliseconds a launch and would hide most of what a program's
/// start costs.
struct SpawnedProgram: Sendable {
  /// The program's file name.
  let name: String
  private let path: String

  /// Finds a program in the folder that holds the running executable.
  ///
  /// - Throws: ``BenchmarkError/programMissing(name:folder:)`` when the build did not put it there.
  init(named name: String) throws(BenchmarkError) {
    let executable =
      Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments.first ?? ".")
    let folder = executable.deletingLastPathComponent()
    let path = folder.appendingPathComponent(name).path
    guard FileManager.default.isExecutableFile(atPath: path) else {
      throw .programMissing(name: name, folder: folder.path)
    }
    self.name = name
    self.path = path
  }

  /// Starts the program with its standard streams on `/dev/null` and waits until it has exited.
  ///
  /// - Parameter arguments: The program's arguments.
  /// - Throws: ``BenchmarkError/programFailed(name:status:)`` unless it starts and exits with
  ///   status 0.
  func run(_ arguments: [String]) throws(BenchmarkError) {
    try spawn(arguments, streams: Self.onNullDevice, whileRunning: { _ in })
  }

  /// Runs the program as ``run(_:)`` does, following its memory while it runs.
  ///
  /// - Parameter arguments: The program's arguments.
  /// - Returns: The most memory the program held at once (its peak resident set), in bytes.
  /// - Throws: ``BenchmarkError/programFailed(name:status:)`` unless it starts and exits with
  ///   status 0.
  func runWatchingMemory(_ arguments: [String]) throws(BenchmarkError) -> Int {
    var watch: ResidentMemoryWatch?
    do {
      try spawn(arguments, streams: Self.onNullDevice) { pid in
        watch = ResidentMemoryWatch(process: pid)
      }
    } catch {
      _ = watch?.stop()
      throw error
    }
    return watch?.stop() ?? 0
  }

  /// Puts a program's standard streams on `/dev/null`.
  private static func onNullDevice(_ actions: inout posix_spawn_file_actions_t) {
    posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0)
  }

  /// Starts the program on a pseudo-terminal, as a person starts it at a terminal, reads what
  /// it draws until a text appears, then ends it and waits for it.
  ///
  /// - Parameters:
  ///   - arguments: The program's arguments.
  ///   - text: What to wait for, such as the first screen's prompt; `nil` reads until the
  ///     program closes the terminal by exiting.
  /// - Throws: ``BenchmarkError/programFailed(name:status:)`` when the program does not start,
  ///   exits before the text appears or draws nothing for ten seconds.
  func runOnTerminal(_ arguments: [String], until text: String?) throws(BenchmarkError) {
    guard let terminal = PseudoTerminalPair() else {
      throw .programFailed(name: name, status: -1)
    }
    let programEnd = terminal.terminalEnd
    try spawn(
      arguments,
      streams: { actions in
        for stream in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] {
          posix_spawn_file_actions_adddup2(&actions, programEnd, stream)
        }
      },
      expectingExit: text == nil,
      whileRunning: { pid throws(BenchmarkError) in
        // Only the program holds the terminal's end now, so the read ends when it exits.
        terminal.closeTerminalEnd()
        let appeared = terminal.read(until: text.map { Array($0.utf8) })
        if text != nil {
          kill(pid, SIGKILL)
          guard appeared else { throw .programFailed(name: name, status: -1) }
        }
      }
    )
  }

  /// Starts the program with its standard streams set up by `streams`, runs `body` while it
  /// runs, and waits for it to exit, with status 0 unless `expectingExit` is `false`.
  private func spawn(
    _ arguments: [String],
    streams: (inout posix_spawn_file_actions_t) -> Void,
    expectingExit: Bool = true,
    whileRunning body: (pid_t) throws(BenchmarkError) -> Void
  ) throws(BenchmarkError) {
    let pid = try launch(arguments, streams: streams)
    var failure: BenchmarkError?
    do {
      try body(pid)
    } catch {
      failure = error
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 {
      guard errno == EINTR else { throw .programFailed(name: name, status: -1) }
    }
    if let failure { throw failure }
    // A normal exit leaves the low seven bits zero and the exit code in the next eight.
    let exitCode = status & 0x7f == 0 ? (status >> 8) & 0xff : -1
    guard !expectingExit || exitCode == 0 else {
      throw .programFailed(name: name, status: exitCode)
    }
  }

  /// Starts the program without waiting for it, its standard output on `output` and its other
  /// streams on `/dev/null`; the caller ends and waits for it.
  ///
  /// - Parameters:
  ///   - arguments: The program's arguments.
  ///   - output: A descriptor open for writing, such as a pipe's end.
  /// - Returns: The program's process id.
  /// - Throws: ``BenchmarkError/programFailed(name:status:)`` when it cannot start.
  func start(_ arguments: [String], output: Int32) throws(BenchmarkError) -> pid_t {
    try launch(arguments) { actions in
      posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0)
      posix_spawn_file_actions_adddup2(&actions, output, STDOUT_FILENO)
      posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0)
    }
  }

  private func launch(
    _ arguments: [String],
    streams: (inout posix_spawn_file_actions_t) -> Void
  ) throws(BenchmarkError) -> pid_t {
    #if canImport(Darwin)
      var actions: posix_spawn_file_actions_t?
    #else
      var actions = posix_spawn_file_actions_t()
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    streams(&actions)
    let argv = ([path] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid = pid_t()
    guard posix_spawn(&pid, path, &actions, nil, argv, environ) == 0 else {
      throw .programFailed(name: name, status: -1)
    }
    return pid
  }
}
