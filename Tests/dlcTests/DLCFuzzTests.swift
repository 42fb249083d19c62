import TestSupport
import Testing

/// The fuzzer, run as CI runs it, on fewer lines. Each answer of the hostile server is a round
/// trip through a session, so a run takes minutes on a busy machine.
@Suite(.hangGuard)
struct DLCFuzzTests {
  /// Runs the fuzzer with the arguments given, checks that it exits with `status`, and returns
  /// what it wrote.
  private func fuzz(
    _ arguments: [String], exitsWith status: Int32,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async throws -> ProgramOutput {
    let result = try await BuiltProgram.named("DLCFuzz").run(arguments)
    #expect(
      result.status == status, "\(result.output)\(result.errors)", sourceLocation: sourceLocation)
    return result
  }

  @Test func aRunPrintsItsSeedAndPassesWhenEveryLineYieldsAResultOrAPositionedError()
    async throws
  {
    // A generous hang limit: a busy test run must not pass for a hang.
    let result = try await fuzz(
      ["--seed", "7", "--lines", "6000", "--hang-after", "40", "--hostile-answers", "20"],
      exitsWith: 0)

    #expect(result.output.contains("seed 7"))
    #expect(result.output.contains("6000 lines passed"))
    #expect(result.errors.contains("DLCFuzz: hostile server answers: "))
    #expect(
      result.errors.contains("scenes reached: Detail, Favorites, Login, Search, Settings, Welcome"))
    #expect(result.output.contains("3 long-line scripts and 10 pastes passed"))
  }

  @Test func aToolThatSpinsOnALongLineScriptIsAHang() async throws {
    // `yes` never ends and works all the while: the processor time limit must stop it. A
    // fraction of a second a megabyte, so that it does not spin for seconds of the test run.
    let result = try await fuzz(
      [
        "--seed", "7", "--lines", "0", "--hang-after", "0.2", "--long-line-runs", "1",
        "--pastes", "0", "--tool", "/usr/bin/yes",
      ], exitsWith: 1)

    #expect(result.output.contains("FAILED: script 1 of seed 7"))
    #expect(result.output.contains("hung"))
  }

  @Test func noLinesPlaysOnlyTheToolRunsAsTheReplayOfAFailedToolRunAsks() async throws {
    let result = try await fuzz(
      ["--seed", "7", "--lines", "0", "--long-line-runs", "1", "--pastes", "0"], exitsWith: 0)

    #expect(result.output.contains("0 lines passed"))
    #expect(result.errors.contains("DLCFuzz: scenes reached: \n"))
    #expect(result.output.contains("1 long-line scripts and 0 pastes passed"))
  }

  @Test func aToolThatFailsWithoutSayingWhereFailsTheRun() async throws {
    let result = try await fuzz(
      ["--seed", "7", "--lines", "1", "--pastes", "0", "--tool", "/bin/false"], exitsWith: 1)

    #expect(result.output.contains("read from a file: exited(1)"))
  }

  @Test func aCrashInTheSessionIsCaughtAndReportedWithTheSeedAndTheLine() async throws {
    let result = try await fuzz(
      ["--seed", "7", "--lines", "100", "--trap-at-line", "42", "--hang-after", "40"], exitsWith: 1)

    #expect(result.output.contains("FAILED: the session crashed with signal"))
    #expect(result.output.contains("at line 42"))
    #expect(result.output.contains("replay with: DLCFuzz --seed 7 --lines 42"))
  }

  @Test func aBadCommandLineExitsWithTwoAndTheUsage() async throws {
    let result = try await fuzz(["--seed", "many"], exitsWith: 2)

    #expect(result.errors.hasPrefix("error: '--seed' needs a whole number"))
    #expect(result.errors.contains("USAGE: DLCFuzz"))
  }

  @Test func tooFewHostileAnswersFailTheRun() async throws {
    let result = try await fuzz(
      ["--seed", "7", "--lines", "50", "--hang-after", "40", "--hostile-answers", "1000000"],
      exitsWith: 1)

    #expect(result.errors.contains("fewer than the 1000000 asked for"))
    #expect(result.output.contains("replay with: DLCFuzz --seed 7"))
  }
}
