import DLCWeb
import Foundation
import Scenes

#if canImport(Glibc)
  import Glibc
#endif

/// The server the fuzzer's requests go to: Atlas's scenes, served by ``SceneServer`` in a
/// process of its own, so that a crash is seen as one rather than ending the fuzzer.
enum FuzzServer {
  /// Serves until ended by a signal, after printing `port N` on its own line.
  @MainActor
  static func serve() async -> Int32 {
    let server = SceneServer(
      name: "atlas",
      configuration: SceneServerConfiguration(maximumSessions: 200, idleTimeout: .seconds(60))
    ) { Atlas(configuration: AtlasConfiguration()) }
    do {
      try server.start()
    } catch {
      FileHandle.standardError.write(Data("error: \(error)\n".utf8))
      return 1
    }
    FileHandle.standardOutput.write(Data("port \(server.port ?? 0)\n".utf8))
    await server.waitUntilStopped()
    return 0
  }

  /// Starts a program that serves as this one's `--serve` does (this program itself, unless
  /// told) and reads its port.
  ///
  /// - Parameter program: The program's path.
  /// - Returns: The child's process id and port, or `nil` when it did not start.
  static func spawn(program: String = "/proc/self/exe") -> (process: pid_t, port: Int)? {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { return nil }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, ends[1], STDOUT_FILENO)
    posix_spawn_file_actions_addclose(&actions, ends[0])
    let path = program
    let argv: [UnsafeMutablePointer<CChar>?] = [strdup(path), strdup("--serve"), nil]
    defer { argv.forEach { free($0) } }
    var process = pid_t()
    let started = posix_spawn(&process, path, &actions, nil, argv, environ) == 0
    close(ends[1])
    defer { close(ends[0]) }
    guard started else { return nil }
    var line: [UInt8] = []
    var byte: UInt8 = 0
    while read(ends[0], &byte, 1) == 1, byte != UInt8(ascii: "\n") {
      line.append(byte)
    }
    guard let port = Int(String(decoding: line, as: UTF8.self).dropFirst("port ".count)),
      port > 0
    else {
      kill(process, SIGKILL)
      var status: Int32 = 0
      waitpid(process, &status, 0)
      return nil
    }
    return (process, port)
  }

  /// Why a child server is gone, or `nil` while it runs.
  static func gone(_ process: pid_t) -> String? {
    var status: Int32 = 0
    guard waitpid(process, &status, WNOHANG) == process else { return nil }
    let signal = status & 0x7f
    return signal == 0
      ? "the server exited with status \((status >> 8) & 0xff)"
      : "the server crashed: signal \(signal)"
  }
}
