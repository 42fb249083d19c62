import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The interactive session at a real (pseudo-)terminal: the line editor, its completion and
/// history, Ctrl-C and Ctrl-D, and the terminal as it was left.
@Suite(.hangGuard)
struct InteractiveTerminalTests {
  @Test func aPersonCompletesRecallsInterruptsAndLeavesWithTheTerminalRestored() async throws {
    let terminal = try PseudoTerminal()
    let folder = try TemporaryFolder.made()
    let before = terminal.settings
    let process = try terminal.runTool(keepingItsFilesIn: folder.url)

    #expect(await terminal.waitFor("Welcome> "), "\(terminal.transcript)")
    // Tab completes the button's id.
    terminal.type("tap sig\t")
    #expect(await terminal.waitFor("Welcome> tap signIn "))
    terminal.type("\r")
    #expect(await terminal.waitFor("Login> "))
    // A secret is typed, and is kept out of the history.
    var mark = terminal.transcript.endIndex
    terminal.type("type password atlas-demo-1\r")
    #expect(await terminal.waitFor("Login> ", after: mark))
    // Up recalls the last line the history kept.
    mark = terminal.transcript.endIndex
    terminal.type("\u{1B}[A")
    #expect(await terminal.waitFor("Login> tap signIn", after: mark))
    // Ctrl-C clears the line; on the empty line it says how to leave.
    mark = terminal.transcript.endIndex
    terminal.type("\u{03}\u{03}")
    #expect(await terminal.waitFor("(to leave, type 'quit' or press Ctrl-D)", after: mark))
    // Ctrl-D on the empty line ends the session.
    terminal.type("\u{04}")
    #expect(await process.endsInTime(), "\(terminal.transcript)")

    #expect(process.terminationStatus == 0)
    let history = try String(
      contentsOf: folder.url.appendingPathComponent("dlc/history"), encoding: .utf8)
    #expect(history == "tap signIn\n")
    #expect(terminal.transcript.contains("password: [************]"))
    #expect(!terminal.transcript.contains("atlas-demo-1"), "the password was shown")
    let after = terminal.settings
    #expect(after.c_lflag & tcflag_t(ECHO | ICANON | ISIG) == tcflag_t(ECHO | ICANON | ISIG))
    #expect(after.c_lflag == before.c_lflag)
    #expect(after.c_iflag == before.c_iflag)
  }

  @Test func linesPastedTogetherAreEachRunInTurn() async throws {
    let terminal = try PseudoTerminal()
    let process = try await terminal.runToolToItsPrompt()

    // Three lines in one write, as a paste arrives: none may be lost to the one before.
    terminal.type("tap signIn\rexpect scene is Login\rquit\r")

    #expect(await terminal.waitFor("Login> "), "\(terminal.transcript)")
    #expect(await process.endsInTime(), "\(terminal.transcript)")
    #expect(process.terminationStatus == 0)
    // A prompt after the sign-in screen, and one after the expectation, which held.
    #expect(
      await terminal.waitFor("Login> ", after: terminal.transcript.range(of: "Login> ")?.upperBound)
    )
    #expect(!terminal.transcript.contains("error: expected"), "\(terminal.transcript)")
  }

  @Test func keysTypedWhileACommandRunsAreKeptForTheNextLine() async throws {
    let terminal = try PseudoTerminal()
    let process = try await terminal.runToolToItsPrompt()

    // The next line is typed while the wait runs, when the terminal is not the editor's.
    terminal.type("wait 1s\r")
    try await Task.sleep(for: .milliseconds(300))
    terminal.type("quit\r")

    #expect(await process.endsInTime(), "\(terminal.transcript)")
    #expect(process.terminationStatus == 0)
  }

  @Test func aPastedControlSequenceIsShownAndRefusedWithItsPlaceNotObeyed() async throws {
    let terminal = try PseudoTerminal()
    let process = try await terminal.runToolToItsPrompt()
    #expect(terminal.transcript.contains("\u{1B}[?2004h"), "pastes are not asked to be marked")

    // A title-setting sequence and a Ctrl-C, pasted: text, not a title nor a cleared line.
    let mark = terminal.transcript.endIndex
    terminal.type("\u{1B}[200~expect screen has a\u{1B}]0;owned\u{07}\u{03}b\r\u{1B}[201~")

    #expect(
      await terminal.waitFor("column 20: error: unexpected control character U+001B", after: mark),
      "\(terminal.transcript)")
    let shown = terminal.transcript[mark...]
    #expect(shown.contains("Welcome> expect screen has a\u{241B}]0;owned\u{2407}\u{2403}b"))
    #expect(!shown.contains("\u{1B}]0;"))
    // A failed command points at no column, however far it is indented.
    let failed = terminal.transcript.endIndex
    terminal.type("   expect scene is Login\r")
    #expect(await terminal.waitFor("error: expected the scene", after: failed))
    #expect(!terminal.transcript[failed...].contains("column"))
    #expect(await terminal.quit(process), "\(terminal.transcript)")
    // The last word on marking pastes, once the session has ended, is to stop.
    terminal.catchUp()
    let last = terminal.transcript.range(of: "\u{1B}[?2004", options: .backwards)
    #expect(last.map { terminal.transcript[$0.upperBound...].hasPrefix("l") } == true)
  }

  @Test func aPasteWhoseEndNeverComesGivesCtrlCBackAfterAPause() async throws {
    let terminal = try PseudoTerminal()
    let process = try await terminal.runToolToItsPrompt()

    terminal.type("\u{1B}[200~tap sig\u{03}")
    // Once the pasted text is drawn, the editor waits half a second for the rest of the paste.
    #expect(await terminal.waitFor("Welcome> tap sig\u{2403}"), "\(terminal.transcript)")
    try await Task.sleep(for: .seconds(2))
    let mark = terminal.transcript.endIndex
    terminal.type("\u{03}")

    #expect(await terminal.waitFor("^C", after: mark), "\(terminal.transcript)")
    #expect(await terminal.quit(process), "\(terminal.transcript)")
  }

  @Test func theRestOfAPasteArrivingWhileItsFirstLineRunsStaysText() async throws {
    let terminal = try PseudoTerminal()
    let process = try await terminal.runToolToItsPrompt()

    // The paste's first line runs for ten seconds; its Ctrl-C comes meanwhile, before its end
    // (long enough that a machine busy with the whole suite still sends it in time: the test
    // once took over three seconds to type it).
    terminal.type("\u{1B}[200~wait 10s\r")
    #expect(await terminal.waitFor("Welcome> wait 10s"))
    try await Task.sleep(for: .milliseconds(200))
    terminal.type("\u{03}show\r\u{1B}[201~")

    #expect(
      await terminal.waitFor("unexpected control character U+0003"), "\(terminal.transcript)")
    #expect(!terminal.transcript.contains("wait interrupted"), "\(terminal.transcript)")
    #expect(await terminal.quit(process), "\(terminal.transcript)")
  }

  @Test func ctrlCDuringAPastedLineStopsTheLinesPastedAfterIt() async throws {
    let terminal = try PseudoTerminal()
    let process = try await terminal.runToolToItsPrompt()

    terminal.type("\u{1B}[200~wait 30s\rtap signIn\rexpect scene is Login\r\u{1B}[201~")
    #expect(await terminal.waitFor("Welcome> wait 30s"), "\(terminal.transcript)")
    try await Task.sleep(for: .milliseconds(300))
    let mark = terminal.transcript.endIndex
    // What the terminal does on Ctrl-C for the program it runs in the foreground: this one is
    // not its controlling terminal's.
    process.interrupt()

    #expect(
      await terminal.waitFor("the 2 lines pasted after it will not run", after: mark),
      "\(terminal.transcript)")
    #expect(await terminal.waitFor("Welcome> ", after: mark), "\(terminal.transcript)")
    #expect(await terminal.quit(process), "\(terminal.transcript)")
    #expect(terminal.transcript[mark...].contains("wait interrupted"))
    #expect(!terminal.transcript[mark...].contains("Login"), "\(terminal.transcript)")
  }

  @Test func aLineWiderThanTheTerminalIsDrawnWithinOneRow() async throws {
    let terminal = try PseudoTerminal()
    terminal.resize(columns: 40)
    let folder = try TemporaryFolder.made()
    let process = try terminal.runTool(keepingItsFilesIn: folder.url)
    #expect(await terminal.waitFor("Welcome> "))

    let mark = terminal.transcript.endIndex
    for key in "expect title has abcdefghijklmnopqrstuvwxyz0123456789" {
      terminal.type(String(key))
      try await Task.sleep(for: .milliseconds(5))
    }
    #expect(await terminal.waitFor("456789", after: mark))

    // Each drawing of the line starts at the row's start and stays within the row.
    let drawings = terminal.transcript[mark...].split(separator: "\r")
    let widths = drawings.map { drawing in
      drawing.replacing(#/\u{1B}\[[0-9;?]*[A-Za-z]/#, with: "").count
    }
    #expect(widths.allSatisfy { $0 < 40 }, "\(widths)")
    terminal.type("\u{03}quit\r")
    #expect(await process.endsInTime(), "\(terminal.transcript)")
  }

  @Test func aTerminateSignalWhileEditingRestoresTheTerminal() async throws {
    let terminal = try PseudoTerminal()
    let folder = try TemporaryFolder.made()
    let before = terminal.settings
    let process = try terminal.runTool(keepingItsFilesIn: folder.url)
    #expect(await terminal.waitFor("Welcome> "))

    process.terminate()
    #expect(await process.endsInTime())

    #expect(process.terminationReason == .uncaughtSignal)
    #expect(terminal.settings.c_lflag == before.c_lflag)
  }
}
