import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// `dlc serve --port 0` running as a child process: the server a load is sent to.
///
/// A child rather than a server in this process, so that its resident memory is the server's
/// alone: the load client's buffers and the in-process baseline's sessions are not counted.
final class ServingProgram {
  /// The port the server printed it listens on.
  let port: Int
  /// The child's process id.
  let process: pid_t
  private var isStopped = false

  /// Starts `dlc serve` and waits for its `serving NAME at URL` line.
  ///
  /// - Parameters:
  ///   - program: The `dlc` executable.
  ///   - maximumSessions: The server's `--max-sessions`.
  /// - Throws: ``BenchmarkError`` when the program does not start or prints no address.
  init(_ program: SpawnedProgram, maximumSessions: Int) throws(BenchmarkError) {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { throw .programFailed(name: program.name, status: -1) }
    let arguments = ["serve", "--port", "0", "--max-sessions", "\(maximumSessions)"]
    let pid: pid_t
    do {
      pid = try program.start(arguments, output: ends[1])
    } catch {
      close(ends[0])
      close(ends[1])
      throw error
    }
    close(ends[1])
    defer { close(ends[0]) }
    process = pid
    var line: [UInt8] = []
    var byte: UInt8 = 0
    while read(ends[0], &byte, 1) == 1, byte != UInt8(ascii: "\n") {
      line.append(byte)
    }
    // "serving atlas at http://127.0.0.1:PORT/"
    let text = String(decoding: line, as: UTF8.self)
    guard let address = text.split(separator: " ").last,
      let port = address.split(separator: ":").last.flatMap({ Int($0.prefix(while: \.isNumber)) })
    else {
      kill(pid, SIGKILL)
      var status: Int32 = 0
      waitpid(pid, &status, 0)
      throw .programFailed(name: program.name, status: -1)
    }
    self.port = port
  }

  deinit {
    stop()
  }

  /// The server's resident memory now (`VmRSS`), in bytes; 0 if it cannot be read.
  var residentBytes: Int {
    ResidentMemory.current(of: process)
  }

  /// Ends the server with SIGTERM, as a person's Ctrl-C would, and waits for it.
  func stop() {
    guard !isStopped else { return }
    isStopped = true
    kill(process, SIGTERM)
    var status: Int32 = 0
    while waitpid(process, &status, 0) == -1, errno == EINTR {}
  }
}
