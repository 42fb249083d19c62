import Foundation
import TestSupport
import Testing

/// A command whose work holds the main actor ends the session with an error at its line, where
/// the session would hang in silence.
@Suite struct CommandWatchdogTests {
  /// Runs a script, written to a file of the name given, on the sample application whose buttons
  /// hold the main actor, with a settle limit short enough that a held command outlasts it.
  private func runOnTheBlockingApplication(_ name: String, _ script: String) async throws
    -> ProgramOutput
  {
    let folder = try TemporaryFolder.made()
    let file = try folder.write(name, script)
    return try await BuiltProgram.named("ExploreSamples").run(
      ["run", "--app", "blocking", "--settle-limit", "500ms", file])
  }

  @Test func aScriptCommandThatHoldsTheMainActorFailsAtItsLine() async throws {
    let run = try await runOnTheBlockingApplication(
      "freeze.dlc", "expect scene is Home\ntap freeze\nback\n")

    #expect(run.status == 1)
    #expect(
      run.errors.contains(
        "freeze.dlc:2:1: error: the command has held the main actor for over 5.5 s (a loop, or "
          + "a wait that blocks"), "\(run.errors)")
  }

  @Test func aCommandThatHeldTheMainActorPastTheSettleLimitFailsOnceItReturns() async throws {
    let run = try await runOnTheBlockingApplication("nap.dlc", "tap nap\nexpect scene is Home\n")

    #expect(run.status == 1)
    #expect(run.errors.contains("nap.dlc:1:1: error: the command held the main actor for about "))
    #expect(
      run.errors.contains(
        "s without a break, longer than the 0.5 s a command may take to settle"),
      "\(run.errors)")
  }

  @Test func aLineFromAPipeThatHoldsTheMainActorEndsTheSessionAtItsLine() async throws {
    let session = try await BuiltProgram.named("ExploreSamples").run(
      ["--app", "blocking"], input: "tap freeze\nback\n")

    #expect(session.status == 1)
    #expect(
      session.errors.contains(
        "<stdin>:1: error: the command has held the main actor for over 15 s"),
      "\(session.errors)")
  }
}
