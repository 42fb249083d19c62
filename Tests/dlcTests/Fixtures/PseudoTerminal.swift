import Foundation
import FuzzSupport
import TestSupport

#if canImport(Glibc)
  import Glibc
#endif

/// A pseudo-terminal the test opens, to run a program as a person at a terminal does: the
/// program gets the terminal's end as its standard input, output and error; the test types
/// into the other end and reads what the program draws.
final class PseudoTerminal {
  /// Both ends: the program's, and the test's, which never blocks.
  private let pair: PseudoTerminalPair
  /// Everything the program has written so far.
  private(set) var transcript = ""
  /// The folders of the tools started here, kept as long as the terminal.
  private var folders: [TemporaryFolder] = []

  /// Why a pseudo-terminal could not be opened.
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  init() throws {
    guard let pair = PseudoTerminalPair() else {
      throw Failure(description: "cannot open a pseudo-terminal: errno \(errno)")
    }
    self.pair = pair
  }

  /// The program's end.
  var terminalEnd: Int32 { pair.terminalEnd }

  /// A handle on the program's end, for a `Process`'s standard streams.
  var handle: FileHandle { pair.handle }

  /// Starts `dlc` at this terminal, as a person starts it in a shell: no colour, an `xterm`,
  /// and its history and data in a folder of the test's own.
  ///
  /// - Parameter folder: Where the tool keeps its history and data.
  /// - Returns: The running tool.
  /// - Throws: When the tool is not built or cannot start.
  func runTool(keepingItsFilesIn folder: URL) throws -> Process {
    let process = Process()
    process.executableURL = try BuiltProgram.dlc().url
    var environment = ProcessInfo.processInfo.environment
    environment["XDG_STATE_HOME"] = folder.path
    environment["XDG_DATA_HOME"] = folder.path
    environment["NO_COLOR"] = "1"
    environment["TERM"] = "xterm"
    process.environment = environment
    process.standardInput = handle
    process.standardOutput = handle
    process.standardError = handle
    try process.run()
    return process
  }

  /// Starts `dlc` at this terminal as ``runTool(keepingItsFilesIn:)`` does, its files in a
  /// folder kept as long as the terminal, and waits for its first prompt.
  ///
  /// - Returns: The running tool.
  /// - Throws: When the tool is not built or cannot start, or shows no prompt.
  func runToolToItsPrompt() async throws -> Process {
    let folder = try TemporaryFolder.made()
    folders.append(folder)
    let process = try runTool(keepingItsFilesIn: folder.url)
    guard await waitFor("Welcome> ") else {
      process.terminate()
      throw Failure(description: "the tool showed no prompt: \(transcript)")
    }
    return process
  }

  /// Types `quit` into the tool at this terminal and waits for it to end, as
  /// ``Process/endsInTime()`` does.
  ///
  /// - Parameter process: The tool.
  /// - Returns: Whether it ended by itself.
  func quit(_ process: Process) async -> Bool {
    type("quit\r")
    return await process.endsInTime()
  }

  /// Types bytes as a person would.
  func type(_ text: String) {
    _ = pair.write(Array(text.utf8), from: 0)
  }

  /// Types a long text as a paste arrives: as fast as the terminal takes it, reading what the
  /// program draws meanwhile so that neither side waits on the other.
  func paste(_ text: String) async {
    let bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = pair.write(bytes, from: offset)
      if written > 0 {
        offset += written
      } else {
        drain()
        try? await Task.sleep(for: .milliseconds(2))
      }
    }
  }

  /// Reads what the program draws until the transcript, from `start`, contains a text.
  ///
  /// - Parameters:
  ///   - text: What to wait for.
  ///   - start: Where in the transcript to look from.
  ///   - limit: How long to wait at most, so that a broken program cannot hang the test run.
  /// - Returns: Whether the text appeared.
  func waitFor(
    _ text: String, after start: String.Index? = nil, limit: Duration = .seconds(60)
  ) async -> Bool {
    let deadline = ContinuousClock.now.advanced(by: limit)
    while ContinuousClock.now < deadline {
      drain()
      if transcript[(start ?? transcript.startIndex)...].contains(text) {
        return true
      }
      try? await Task.sleep(for: .milliseconds(20))
    }
    return false
  }

  /// Makes the terminal `columns` wide, as a person's window may be.
  func resize(columns: Int) {
    var size = winsize(ws_row: 24, ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(terminalEnd, UInt(TIOCSWINSZ), &size)
  }

  /// Reads what the program has drawn so far into the transcript.
  func catchUp() {
    drain()
  }

  /// The terminal's settings as the program left them.
  var settings: termios {
    var settings = termios()
    tcgetattr(terminalEnd, &settings)
    return settings
  }

  private func drain() {
    transcript += String(decoding: pair.drain(), as: UTF8.self)
  }
}
