import Foundation
import TestSupport
import Testing

@testable import DLCCommandLine

/// Each application of the samples tool has one planted defect (or none); `explore` must
/// report it with a reproduction that `run` replays to the same failure.
struct ExploreCommandTests {
  private let program: SamplesProgram

  init() throws {
    program = try SamplesProgram.find()
  }

  /// Replays a reproduction with `run` on the same application.
  private func replay(_ script: URL?, on application: String) async throws
    -> SamplesProgram.Output
  {
    let script = try #require(script, "no reproduction was written")
    return try await program.run(["run", "--app", application, script.path])
  }

  /// Explores the sample application, checks that it found one thing and wrote the one script
  /// named, then runs that script, which must fail as the finding did; returns what the walk
  /// and the run said.
  private func exploreAndReplay(
    _ application: String, script: String, sourceLocation: SourceLocation = #_sourceLocation
  ) async throws -> (run: SamplesProgram.Output, replayed: SamplesProgram.Output) {
    let (run, scripts) = try await program.explore(application)
    #expect(run.status == 1, sourceLocation: sourceLocation)
    #expect(Array(scripts.keys) == [script], sourceLocation: sourceLocation)
    let replayed = try await replay(scripts[script], on: application)
    #expect(replayed.status == 1, sourceLocation: sourceLocation)
    return (run, replayed)
  }

  @Test func aChildIsGivenEachFillAsAVariableNotAsItsText() {
    let arguments = [
      "explore", "--fill", "password=hunter22", "--fill=email=ada@example.com", "--seed", "3",
    ]
    #expect(
      ExploreCommand.childArguments(from: arguments) == [
        "explore", "--fill", "password=$DLC_FILL_PASSWORD", "--fill=email=$DLC_FILL_EMAIL",
        "--seed", "3",
      ])
  }

  @Test func aCleanApplicationHasNoFinding() async throws {
    let (run, scripts) = try await program.explore("clean")
    #expect(run.status == 0)
    #expect(run.output.hasSuffix("explored 2 screens, 2 transitions in 10 steps: no findings\n"))
    #expect(scripts.isEmpty)
  }

  @Test func aLeakThroughAPartThatRefersBackToItsControllerNamesThatProperty() async throws {
    let (run, _) = try await program.explore("leaky")

    #expect(
      run.output.contains(
        "it may hold itself, through LeakyPresenter.controller, which refers back to its "
          + "controller\n"),
      "\(run.output)")
    #expect(!run.output.contains("held by what the walk cannot see"))
  }

  @Test func aFolderForTheReproductionsThatCannotBeMadeEndsTheCommandBeforeTheWalk()
    async throws
  {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("explore-in-the-way-\(UUID().uuidString)")
    try Data().write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }

    let run = try await program.run(["explore", "--app", "leaky", "--out", file.path])

    #expect(run.status == 2)
    #expect(
      run.errors
        == "\(file.path): error: cannot write the reproductions there: it is a file, not a "
        + "folder\n")
    #expect(run.output.isEmpty)
  }

  @Test(arguments: SampleDefect.all)
  func aPlantedDefectIsReportedAndRunReplaysItsReproduction(_ defect: SampleDefect)
    async throws
  {
    let (run, replayed) = try await exploreAndReplay(defect.application, script: defect.script)
    #expect(run.output.contains(defect.finding), "\(run.output)")
    for error in defect.replayErrors {
      #expect(replayed.errors.contains(error), "\(replayed.errors)")
    }
  }

  @Test func aStepThatHoldsTheMainActorIsUnsettledAndTheWalkGoesOn() async throws {
    let (run, scripts) = try await program.explore("blocking", ["--settle-limit", "500ms"])
    #expect(run.status == 1)
    #expect(
      run.output.contains(
        "unsettled: 'tap freeze' on scene 'Home' held the main actor for over 5.5 s (a loop"),
      "\(run.output)")
    // The scene the other button leads to is still reached after the child was given up.
    #expect(!run.output.contains("unreachable-scene"))
    #expect(Array(scripts.keys) == ["1-unsettled.dlc"])
  }

  @Test func aUseCaseThatTrapsIsACrashAndTheWalkGoesOn() async throws {
    let (run, scripts) = try await program.explore("trapping")
    #expect(run.status == 1)
    #expect(
      run.output.contains("crash: 'tap crash' on scene 'Home' crashed the application: signal 4"))
    // The application's own frame, past the standard library's; in an optimized build it is
    // inlined, and its file may be named relative to the package.
    #expect(run.output.contains(", in TrappingUseCase.run() at "))
    #expect(run.output.contains("TrappingUseCase.swift:6:"))
    #if DEBUG
      // Only a debug build's standard library prints why it trapped.
      #expect(run.output.contains("Fatal error: Index out of range"))
    #else
      #expect(run.output.contains("signal 4, Program crashed: Illegal instruction, in "))
    #endif
    // The scene the other button leads to is still reached after the crash.
    #expect(!run.output.contains("unreachable-scene"))
    #expect(run.output.contains("explored 2 screens"))
    #expect(Array(scripts.keys) == ["1-crash.dlc"])
    let replayed = try await replay(scripts["1-crash.dlc"], on: "trapping")
    #expect(replayed.didCrash)
    #expect(replayed.status == SIGILL)
    // `run` names the command that crashed, as it names a command that failed.
    #expect(
      replayed.errors.contains(
        "1-crash.dlc:2:1: error: the application crashed running this command\n"),
      "\(replayed.errors)")
    #if DEBUG
      #expect(replayed.errors.contains("Fatal error: Index out of range"))
    #endif
  }

  @Test func theApplicationFrameOfAnOptimizedBuildIsItsInlinedFrameNotTheLibrarys() {
    let backtrace = """
      *** Program crashed: Illegal instruction at 0x000055a5a19fca84 ***
      Thread 0 "ExploreSamples" crashed:
        0 [inlined] [system] 0x000055a5a19fca84 specialized Array.subscript.getter in \
      ExploreSamples at //<compiler-generated>
        1 [inlined]          0x000055a5a19fca84 TrappingUseCase.run() in ExploreSamples at \
      Tests/Support/ExploreSamples/TrappingUseCase.swift:6:11
        2                    0x000055a5a19fca84 closure #1 in SampleApp.home() + 52 in \
      ExploreSamples at /work/Tests/Support/ExploreSamples/SampleApp.swift:54:62
      rdx 0x000055a5a19fd070  55 48 89 e5 5d e9 06 fa ff ff 66 0f 1f 44 00 00  at x
      """

    #expect(
      ExploreCommand.applicationFrame(in: backtrace)
        == "TrappingUseCase.run() at Tests/Support/ExploreSamples/TrappingUseCase.swift:6:11")
    #expect(
      ExploreCommand.crashDescription(in: backtrace) == "Program crashed: Illegal instruction")
  }

  @Test func theApplicationFrameOfADebugBuildSkipsTheLibraryAndTheFramework() {
    let backtrace = """
        0 0x00007f0a7296df7f closure #1 in _assertionFailure(_:_:file:line:flags:) + 623 in \
      libswiftCore.so
        1 [ra] 0x000055ece75c2b69 Stage.type(_:into:) + 72 in dlc at /work/Sources/DLC/Stage.swift:9:1
        2 [ra] 0x000055ece75c2b69 HomeLogic.countItems() + 72 in Shelf at \
      /work/Shelf/HomeLogic.swift:18:37
      """

    #expect(
      ExploreCommand.applicationFrame(in: backtrace)
        == "HomeLogic.countItems() at /work/Shelf/HomeLogic.swift:18:37")
    #expect(ExploreCommand.crashDescription(in: backtrace) == nil)
  }

  @Test func jsonGivesEachEdgeEachFindingAndTheSummaryAsALine() async throws {
    let run = try await program.run(["explore", "--app", "never-enabled", "--json"])
    #expect(run.status == 1)
    run.outputLines.forEach { HostProtocolSchema.expectRecord($0) }
    let lines = run.output.split(separator: "\n").map(String.init)
    #expect(lines.count == 2)
    #expect(lines.first?.hasPrefix(#"{"finding":{"kind":"never-enabled","#) == true)
    #expect(
      lines.last == #"{"summary":{"findings":1,"screens":2,"steps":12,"transitions":4}}"#)
  }

  @Test func theSameSeedTakesTheSameWalk() async throws {
    let first = try await program.run(["explore", "--app", "clean", "--json", "--seed", "7"])
    let second = try await program.run(["explore", "--app", "clean", "--json", "--seed", "7"])
    #expect(first.status == 0)
    #expect(first.output == second.output)
    #expect(first.output.hasSuffix(#""steps":10,"transitions":2}}"# + "\n"))
  }

  @Test func theStepLimitEndsTheWalkWithStatus3AndNoSceneCalledUnreachable() async throws {
    let run = try await program.run(["explore", "--app", "clean", "--max-steps", "1"])
    #expect(run.status == 3)
    #expect(run.output.contains("in 1 step before the step limit"), "\(run.output)")
    #expect(!run.output.contains("unreachable-scene"), "\(run.output)")
  }

  @Test func aStepLimitTheWalkDoesNotReachIsNoCut() async throws {
    let run = try await program.run(["explore", "--app", "clean", "--max-steps", "10000", "--json"])
    #expect(run.status == 0, "\(run.output)")
    #expect(!run.output.contains("outOfSteps"))
  }

  @Test func theStepLimitSaysSoInTheJSONSummary() async throws {
    let run = try await program.run(["explore", "--app", "clean", "--max-steps", "1", "--json"])
    #expect(run.status == 3)
    run.outputLines.forEach { HostProtocolSchema.expectRecord($0) }
    #expect(run.output.contains(#""outOfSteps":true"#), "\(run.output)")
  }

  @Test func theCrashLimitEndsTheWalkWithStatus3AndWhatItCovered() async throws {
    let run = try await program.run(
      ["explore", "--app", "trapping", "--max-crashes", "1", "--json"])
    #expect(run.status == 3)
    run.outputLines.forEach { HostProtocolSchema.expectRecord($0) }
    #expect(run.output.contains(#""finding":{"kind":"crash""#), "\(run.output)")
    #expect(run.output.contains(#""gaveUp":true"#), "\(run.output)")
    #expect(!run.output.contains(#""screens":0"#), "\(run.output)")
    #expect(run.output.contains(#"{"edge":{"from":"Home","kind":"push""#), "\(run.output)")
    #expect(!run.output.contains(#""transitions":0"#), "\(run.output)")
  }

  @Test func anApplicationThatCrashesAsItStartsEndsTheWalkThere() async throws {
    let run = try await program.run(["explore", "--app", "start-trapping"])
    #expect(run.status == 3)
    #expect(run.output.contains("crash: the application crashed as it started: "), "\(run.output)")
    #expect(run.output.contains("reproduce with 'samples run' on an empty script"))
    #expect(run.output.hasSuffix("in 0 steps before the crash at the start: 1 finding\n"))
  }

  @Test func aGraphTheCrashLimitCutIsTheGraphTheChildrenFound() async throws {
    let run = try await program.run(["graph", "--app", "trapping", "--max-crashes", "1"])
    #expect(run.status == 3)
    #expect(run.output.contains("Home -> Next: tap open"), "\(run.output)")
    #expect(run.errors.contains("the crash limit ended the walk first"), "\(run.errors)")
  }

  @Test func workThatNeverEndsIsAFindingAndTheWalkGoesOnInANewProcess() async throws {
    let (run, replayed) = try await exploreAndReplay("never-settling", script: "1-unsettled.dlc")
    #expect(run.output.contains("unsettled: 'tap hang' on scene 'Home' did not settle"))
    #expect(!run.output.contains("unreachable-scene"))
    #expect(run.output.contains("explored 2 screens"))
    #expect(replayed.errors.contains("1-unsettled.dlc:2:1: error: gave up waiting"))
  }

  @Test func theTimeLimitEndsAWalkThatCannotEndWithStatus3() async throws {
    let run = try await program.run([
      "explore", "--app", "never-settling", "--time-limit", "1", "--json",
    ])
    #expect(run.status == 3)
    run.outputLines.forEach { HostProtocolSchema.expectRecord($0) }
    #expect(run.output.contains(#""outOfTime":true"#))
  }

  @Test func aFillThatLeavesWorkThatWillNotStopIsAvoidedAndTheWalkGoesOn() async throws {
    let run = try await program.run([
      "explore", "--app", "fill-never-settling", "--fill", "pin=1234", "--settle-limit", "500ms",
    ])
    #expect(run.status == 1)
    #expect(run.output.contains("unsettled: 'type pin $DLC_FILL_PIN'"), "\(run.output)")
    // Next is reached by the walk that no longer types the pin.
    #expect(!run.output.contains("unreachable-scene"), "\(run.output)")
  }

  @Test func aWalkTheTimeLimitEndsWhileACommandWaitsKeepsWhatItCovered() async throws {
    let run = try await program.run(["graph", "--app", "never-settling", "--time-limit", "2"])
    #expect(run.status == 3)
    #expect(run.output.contains("Home -> Next: tap open"), "\(run.output)")
    #expect(!run.output.contains("unsettled"))
  }

  /// A walk of the sample that finds a failure, then waits on work that never ends, ended by
  /// Ctrl-C once the progress line that counts the finding comes.
  private func interruptedWalk(
    _ command: String, _ extra: [String] = [], sourceLocation: SourceLocation = #_sourceLocation
  ) async throws -> SamplesProgram.Output {
    let run = try await program.run(
      [command, "--app", "failing-then-hanging", "--settle-limit", "120s"] + extra,
      interruptWhen: "1 finding so far")
    // Ended by the signal, as Ctrl-C ends any command, so that a shell's loop stops too.
    #expect(run.didCrash && run.status == SIGINT, sourceLocation: sourceLocation)
    return run
  }

  @Test func ctrlCEndsTheWalkAndPrintsWhatItFoundSoFar() async throws {
    let run = try await interruptedWalk("explore")
    #expect(run.output.contains("failure-alert: scene 'Home' shows an alert"), "\(run.output)")
    #expect(run.output.hasSuffix("before the interrupt: 1 finding\n"), "\(run.output)")
    #expect(!run.output.contains("crash"), "the child the tool ended is no crash")
  }

  @Test func ctrlCEndsAJSONWalkWithASummaryThatSaysSo() async throws {
    let run = try await interruptedWalk("explore", ["--json"])
    run.outputLines.forEach { HostProtocolSchema.expectRecord($0) }
    #expect(run.outputLines.first?.hasPrefix(#"{"finding":{"kind":"failure-alert""#) == true)
    #expect(run.outputLines.last?.contains(#""interrupted":true"#) == true, "\(run.output)")
  }

  @Test func ctrlCEndsAGraphWithWhatItCoveredAndAWarning() async throws {
    let run = try await interruptedWalk("graph")
    #expect(run.output.contains("Home"), "\(run.output)")
    #expect(run.errors.contains("warning: the interrupt ended the walk first"), "\(run.errors)")
  }

  @Test func theWalkingChildLeavesCtrlCToTheTool() async throws {
    // A terminal sends Ctrl-C to the tool and its child at once; the child must not die of it
    // first, or the tool would take its death for a crash. The walk waits on the work that
    // never ends for longer than the test takes, so that the child is not replaced meanwhile.
    let (tool, child) = try await program.startExploring(
      "never-settling", ["--settle-limit", "120s"])
    defer { kill(tool.processIdentifier, SIGKILL) }
    #expect(await SamplesProgram.comesToIgnore(SIGINT, child))
  }

  @Test func ctrlCReachingTheToolAndItsChildAtOnceEndsTheWalkWithNoCrash() async throws {
    let folder = try TemporaryFolder.made()
    let output = folder.file("output.txt")
    let (tool, child) = try await program.startExploring(
      "failing-then-hanging", ["--settle-limit", "120s"], output: output)
    defer { kill(tool.processIdentifier, SIGKILL) }

    // As a terminal sends it, to both, as soon as the child is there: it may not be ready for
    // it yet.
    kill(child, SIGINT)
    kill(tool.processIdentifier, SIGINT)

    #expect(await SamplesProgram.ends(tool.processIdentifier))
    tool.waitUntilExit()
    #expect(tool.terminationReason == .uncaughtSignal && tool.terminationStatus == SIGINT)
    let text = try String(contentsOf: output, encoding: .utf8)
    #expect(text.contains("before the interrupt"), "\(text)")
    #expect(!text.contains("crash"), "\(text)")
  }

  @Test func theWalkingChildEndsWhenTheToolIsKilled() async throws {
    let (tool, child) = try await program.startExploring("never-settling")
    kill(tool.processIdentifier, SIGKILL)
    #expect(await SamplesProgram.ends(child))
  }

  @Test func aSecretFillIsWrittenAsTheVariableThatHoldsItAndRunReplaysWithIt() async throws {
    let secret = "S3cret-\(UUID().uuidString)"
    let (run, scripts) = try await program.explore("secret", ["--fill", "password=\(secret)"])
    #expect(run.status == 1)
    #expect(!run.output.contains(secret))
    #expect(!run.errors.contains(secret))
    #expect(run.output.contains("type password $DLC_FILL_PASSWORD"))
    let script = try #require(scripts["1-leak.dlc"])
    let text = try String(contentsOf: script, encoding: .utf8)
    #expect(!text.contains(secret))
    #expect(text.contains("# needs $DLC_FILL_PASSWORD"))
    let replayed = try await program.run(
      ["run", "--app", "secret", script.path], environment: ["DLC_FILL_PASSWORD": secret])
    #expect(replayed.status == 1)
    #expect(replayed.errors.contains("1-leak.dlc:5:1: error: scene 'Leaky' left the stage"))
    #expect(!replayed.errors.contains(secret))
    let unset = try await program.run(["run", "--app", "secret", script.path])
    #expect(unset.status == 2)
    #expect(unset.errors.contains("1-leak.dlc:3:15: error: '$DLC_FILL_PASSWORD' is not set"))
  }

  @Test func badArgumentsExitWithStatus2() async throws {
    let run = try await program.run(["explore", "--max-steps", "0"])
    #expect(run.status == 2)
    #expect(run.errors.contains("'--max-steps' needs a whole number above 0, not '0'"))
    #expect(run.errors.contains("--help' for usage."))
  }
}
