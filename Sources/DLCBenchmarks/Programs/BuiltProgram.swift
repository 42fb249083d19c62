import Foundation

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
struct BuiltProgram: Sendable {
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
    #if canImport(Darwin)
      var actions: posix_spawn_file_actions_t?
    #else
      var actions = posix_spawn_file_actions_t()
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0)
    let argv = ([path] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid = pid_t()
    guard posix_spawn(&pid, path, &actions, nil, argv, environ) == 0 else {
      throw .programFailed(name: name, status: -1)
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 {
      guard errno == EINTR else { throw .programFailed(name: name, status: -1) }
    }
    // A normal exit leaves the low seven bits zero and the exit code in the next eight.
    let exitCode = status & 0x7f == 0 ? (status >> 8) & 0xff : -1
    guard exitCode == 0 else { throw .programFailed(name: name, status: exitCode) }
  }
}
