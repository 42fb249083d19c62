import Testing

/// The fuzzer, run as CI runs it, on fewer lines.
@Suite(.timeLimit(.minutes(1)))
struct DLCFuzzTests {
  @Test func aRunPrintsItsSeedAndPassesWhenEveryLineYieldsAResultOrAPositionedError()
    async throws
  {
    // A generous hang limit: a busy test run must not pass for a hang.
    let result = try await BuiltProgram.named("DLCFuzz").run(
      ["--seed", "7", "--lines", "20000", "--hang-after", "40"])

    #expect(result.status == 0, "\(result.output)\(result.errors)")
    #expect(result.output.contains("seed 7"))
    #expect(result.output.contains("20000 lines passed"))
    #expect(
      result.errors.contains("scenes reached: Detail, Favorites, Login, Search, Settings, Welcome"))
  }

  @Test func aCrashInTheSessionIsCaughtAndReportedWithTheSeedAndTheLine() async throws {
    let result = try await BuiltProgram.named("DLCFuzz").run(
      ["--seed", "7", "--lines", "100", "--trap-at-line", "42", "--hang-after", "40"])

    #expect(result.status == 1)
    #expect(result.output.contains("FAILED: the session crashed with signal"))
    #expect(result.output.contains("at line 42"))
    #expect(result.output.contains("replay with: DLCFuzz --seed 7 --lines 42"))
  }

  @Test func aBadCommandLineExitsWithTwoAndTheUsage() async throws {
    let result = try await BuiltProgram.named("DLCFuzz").run(["--seed", "many"])

    #expect(result.status == 2)
    #expect(result.errors.hasPrefix("error: '--seed' needs a whole number"))
    #expect(result.errors.contains("USAGE: DLCFuzz"))
  }
}
