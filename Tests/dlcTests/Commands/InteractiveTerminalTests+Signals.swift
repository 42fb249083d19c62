import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The terminal as the line editor leaves it on every way the process can end or stop, and the
/// cost of drawing a long paste.
extension InteractiveTerminalTests {
  @Test(arguments: [SIGUSR1, SIGALRM, SIGPIPE, SIGUSR2, SIGVTALRM])
  func aSignalThatEndsTheProcessWhileEditingRestoresTheTerminal(signal: Int32) async throws {
    let terminal = try PseudoTerminal()
    let before = terminal.settings
    let process = try Self.start(on: terminal)
    #expect(await terminal.waitFor("Welcome> "), "\(terminal.transcript)")
    #expect(terminal.settings.c_lflag & tcflag_t(ECHO) == 0, "the line is not edited raw")

    kill(process.processIdentifier, signal)
    #expect(await process.endsInTime())

    #expect(process.terminationReason == .uncaughtSignal)
    #expect(process.terminationStatus == signal)
    #expect(terminal.settings.c_lflag == before.c_lflag)
    #expect(terminal.settings.c_iflag == before.c_iflag)
    #expect(await terminal.waitFor(Self.pastesUnmarked), "pastes are still marked")
  }

  @Test func aKeyAfterTheOutputsReaderHasGoneRestoresTheTerminal() async throws {
    // `dlc | head -3`, then a key: the line editor's next drawing meets a pipe with no reader.
    let terminal = try PseudoTerminal()
    let before = terminal.settings
    let process = try Self.startWithAnOutputWhoseReaderGoes(
      on: terminal, pipeSignal: .endsTheProcess)
    terminal.type("x")

    #expect(await process.endsInTime())
    #expect(process.terminationReason == .uncaughtSignal)
    #expect(process.terminationStatus == SIGPIPE)
    #expect(terminal.settings.c_lflag == before.c_lflag)
    #expect(terminal.settings.c_iflag == before.c_iflag)
  }

  @Test func aKeyAfterTheOutputsReaderHasGoneEndsTheSessionWhenTheSignalIsIgnored() async throws {
    let terminal = try PseudoTerminal()
    let before = terminal.settings
    let process = try Self.startWithAnOutputWhoseReaderGoes(on: terminal, pipeSignal: .ignored)
    terminal.type("x")

    #expect(await process.endsInTime())
    #expect(process.terminationReason == .exit)
    #expect(process.terminationStatus == 1)
    #expect(await terminal.waitFor("the output's reader has gone"), "\(terminal.transcript)")
    #expect(terminal.settings.c_lflag == before.c_lflag)
    #expect(terminal.settings.c_iflag == before.c_iflag)
  }

  @Test func aStopFromElsewhereRestoresTheTerminalAndContinuingEditsRawAgain() async throws {
    let terminal = try PseudoTerminal()
    let before = terminal.settings
    let process = try Self.start(on: terminal)
    #expect(await terminal.waitFor("Welcome> "), "\(terminal.transcript)")

    var mark = terminal.transcript.endIndex
    kill(process.processIdentifier, SIGTSTP)
    #expect(await Self.settle(terminal) { $0.c_lflag == before.c_lflag }, "left raw when stopped")
    #expect(await terminal.waitFor(Self.pastesUnmarked, after: mark), "pastes still marked")
    mark = terminal.transcript.endIndex
    kill(process.processIdentifier, SIGCONT)
    #expect(await Self.settle(terminal) { $0.c_lflag & tcflag_t(ECHO) == 0 }, "not raw again")
    #expect(await terminal.waitFor("\u{1B}[?2004h", after: mark), "pastes not marked again")

    mark = terminal.transcript.endIndex
    terminal.type("tap signIn\r")
    #expect(await terminal.waitFor("Login> ", after: mark), "\(terminal.transcript)")
    #expect(await terminal.quit(process))
    #expect(process.terminationStatus == 0)
    #expect(terminal.settings.c_lflag == before.c_lflag)
  }

  @Test func aPasteOfEightThousandCharactersIsDrawnAFewTimesNotOnceACharacter() async throws {
    let terminal = try PseudoTerminal()
    let process = try Self.start(on: terminal)
    #expect(await terminal.waitFor("Welcome> "), "\(terminal.transcript)")

    let mark = terminal.transcript.endIndex
    let start = terminal.transcript.utf8.count
    let pasted = "expect screen has " + String(repeating: "x", count: 8_000)
    await terminal.paste(pasted + "\r")
    #expect(await terminal.waitFor("but it does not", after: mark))
    // Drawn once a key, the line would be written 8,000 times: 32 MB.
    let drawn = terminal.transcript.utf8.count - start
    #expect(await terminal.quit(process))

    #expect(drawn < 40 * pasted.utf8.count, "\(drawn) bytes drawn for a paste")
  }

  /// What asks the terminal to stop marking pastes, which every way out of editing sends.
  static let pastesUnmarked = "\u{1B}[?2004l"

  /// Starts `dlc` on a pseudo-terminal, its output on `output` if given.
  ///
  /// With no signal blocked: a child inherits the signal mask of the thread that starts it,
  /// and the threads of Swift's concurrency pool block most signals, which would then never
  /// reach the program, as they reach it from a shell. And with SIGPIPE as `pipeSignal` says,
  /// through `env`: a child inherits an ignored signal too, and the HTTP client that other
  /// tests run in this process ignores SIGPIPE for as long as each of its calls lasts.
  private static func start(
    on terminal: PseudoTerminal, output: FileHandle? = nil,
    pipeSignal: PipeSignal = .endsTheProcess
  ) throws -> Process {
    let folder = try TemporaryFolder.made()
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [pipeSignal.option, try BuiltProgram.dlc().url.path]
    var environment = ProcessInfo.processInfo.environment
    environment["XDG_STATE_HOME"] = folder.url.path
    environment["NO_COLOR"] = "1"
    environment["TERM"] = "xterm"
    process.environment = environment
    process.standardInput = terminal.handle
    process.standardOutput = output ?? terminal.handle
    process.standardError = terminal.handle
    var none = sigset_t()
    var blocked = sigset_t()
    sigemptyset(&none)
    pthread_sigmask(SIG_SETMASK, &none, &blocked)
    defer { pthread_sigmask(SIG_SETMASK, &blocked, nil) }
    try process.run()
    return process
  }

  /// Starts `dlc` with its output on a pipe whose reader reads up to the first prompt, then
  /// goes.
  private static func startWithAnOutputWhoseReaderGoes(
    on terminal: PseudoTerminal, pipeSignal: PipeSignal
  ) throws -> Process {
    // A pipe closed on exec from the moment it is made: a program another test starts in the
    // meantime would inherit its reading end and keep a reader alive after the test closes it.
    // (Glibc's module leaves `pipe2` out, as a GNU extension: it is looked up by name.)
    typealias MakePipe = @convention(c) (UnsafeMutablePointer<Int32>, Int32) -> Int32
    let makePipe = try #require(dlsym(UnsafeMutableRawPointer(bitPattern: 0), "pipe2"))
    var ends: [Int32] = [0, 0]
    #expect(unsafeBitCast(makePipe, to: MakePipe.self)(&ends, O_CLOEXEC) == 0)
    let output = FileHandle(fileDescriptor: ends[1], closeOnDealloc: true)
    let process = try start(on: terminal, output: output, pipeSignal: pipeSignal)
    try output.close()
    var drawn: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4_096)
    while !String(decoding: drawn, as: UTF8.self).contains("Welcome> ") {
      let count = read(ends[0], &chunk, chunk.count)
      guard count > 0 else { break }
      drawn += chunk[..<count]
    }
    close(ends[0])
    return process
  }

  /// How the program started by ``start(on:output:pipeSignal:)`` takes SIGPIPE.
  enum PipeSignal {
    /// As a shell leaves it: the signal ends the process.
    case endsTheProcess
    /// Ignored, as some programs that start others leave it: a write to a pipe with no
    /// reader fails instead.
    case ignored

    /// The option of `env` that sets it.
    var option: String {
      switch self {
      case .endsTheProcess: "--default-signal=PIPE"
      case .ignored: "--ignore-signal=PIPE"
      }
    }
  }

  /// Waits, for a generous time at most, until the terminal's settings meet a condition.
  private static func settle(
    _ terminal: PseudoTerminal, until condition: (termios) -> Bool
  ) async -> Bool {
    let deadline = ContinuousClock.now.advanced(by: .seconds(60))
    while ContinuousClock.now < deadline {
      if condition(terminal.settings) {
        return true
      }
      try? await Task.sleep(for: .milliseconds(20))
    }
    return false
  }
}
