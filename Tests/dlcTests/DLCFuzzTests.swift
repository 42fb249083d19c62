import TestSupport
import Testing

/// The fuzzer, run as CI runs it, on fewer lines. Each answer of the hostile server is a round
/// trip through a session, so a run takes minutes on a busy machine.
@Suite(.hangGuard)
struct DLCFuzzTests {
  /// Runs the fuzzer with the arguments given, checks that it exits with `status` and that it
  /// printed each text of `printed` on standard output and each of `reported` on standard error,
  /// and returns what it wrote.
  @discardableResult
  private func fuzz(
    _ arguments: [String], exitsWith status: Int32, printing printed: [String] = [],
    reporting reported: [String] = [], sourceLocation: SourceLocation = #_sourceLocation
  ) async throws -> ProgramOutput {
    let result = try await BuiltProgram.named("DLCFuzz").run(arguments)
    #expect(
      result.status == status, "\(result.output)\(result.errors)", sourceLocation: sourceLocation)
    for text in printed {
      #expect(result.output.contains(text), sourceLocation: sourceLocation)
    }
    for text in reported {
      #expect(result.errors.contains(text), sourceLocation: sourceLocation)
    }
    return result
  }

  @Test func aRunPrintsItsSeedAndPassesWhenEveryLineYieldsAResultOrAPositionedError()
    async throws
  {
    // A generous hang limit: a busy test run must not pass for a hang.
    try await fuzz(
      ["--seed", "7", "--lines", "6000", "--hang-after", "40", "--hostile-answers", "20"],
      exitsWith: 0,
      printing: ["seed 7", "6000 lines passed", "3 long-line scripts and 10 pastes passed"],
      reporting: [
        "DLCFuzz: hostile server answers: ",
        "scenes reached: Detail, Favorites, Login, Search, Settings, Welcome",
      ])
  }

  @Test func aToolThatSpinsOnALongLineScriptIsAHang() async throws {
    // `yes` never ends and works all the while: the processor time limit must stop it. A
    // fraction of a second a megabyte, so that it does not spin for seconds of the test run.
    try await fuzz(
      [
        "--seed", "7", "--lines", "0", "--hang-after", "0.2", "--long-line-runs", "1",
        "--pastes", "0", "--tool", "/usr/bin/yes",
      ], exitsWith: 1, printing: ["FAILED: script 1 of seed 7", "hung"])
  }

  @Test func noLinesPlaysOnlyTheToolRunsAsTheReplayOfAFailedToolRunAsks() async throws {
    try await fuzz(
      ["--seed", "7", "--lines", "0", "--long-line-runs", "1", "--pastes", "0"], exitsWith: 0,
      printing: ["0 lines passed", "1 long-line scripts and 0 pastes passed"],
      reporting: ["DLCFuzz: scenes reached: \n"])
  }

  @Test func aToolThatFailsWithoutSayingWhereFailsTheRun() async throws {
    try await fuzz(
      ["--seed", "7", "--lines", "1", "--pastes", "0", "--tool", "/bin/false"], exitsWith: 1,
      printing: ["read from a file: exited(1)"])
  }

  @Test func aCrashInTheSessionIsCaughtAndReportedWithTheSeedAndTheLine() async throws {
    try await fuzz(
      ["--seed", "7", "--lines", "100", "--trap-at-line", "42", "--hang-after", "40"], exitsWith: 1,
      printing: [
        "FAILED: the session crashed with signal", "at line 42",
        "replay with: DLCFuzz --seed 7 --lines 42",
      ])
  }

  @Test func aBadCommandLineExitsWithTwoAndTheUsage() async throws {
    let result = try await fuzz(["--seed", "many"], exitsWith: 2, reporting: ["USAGE: DLCFuzz"])

    #expect(result.errors.hasPrefix("error: '--seed' needs a whole number"))
  }

  @Test func tooFewHostileAnswersFailTheRun() async throws {
    try await fuzz(
      ["--seed", "7", "--lines", "50", "--hang-after", "40", "--hostile-answers", "1000000"],
      exitsWith: 1, printing: ["replay with: DLCFuzz --seed 7"],
      reporting: ["fewer than the 1000000 asked for"])
  }
}
