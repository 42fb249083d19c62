import Testing

@testable import DLCBenchmarks

// Each benchmark's sides must do the same work: the sampler refuses any round where they
// disagree, so these run one small sample of each side outside it.

@MainActor
@Test func inputRoundTripSidesAndItsVIPERModuleAgree() throws {
  let benchmark = try InputRoundTripBenchmark()
  #expect(try benchmark.ours(3) == benchmark.baseline(3))
  #expect(try benchmark.ours(3) == benchmark.viperModule(3))
}

@MainActor
@Test func sceneLifecycleSidesAndItsVIPERModuleAgreeAndFreeWhatTheyBuilt() throws {
  let benchmark = try SceneLifecycleBenchmark()
  #expect(try benchmark.ours(3) == benchmark.baseline(3))
  #expect(try benchmark.ours(3) == benchmark.viperModule(3))
}

@MainActor
@Test func sceneLifecycleOfTheHandWrittenControllerAgreesWithItsBaselines() throws {
  let benchmark = try SceneLifecycleBenchmark(shape: .handWritten)
  #expect(benchmark.rowName == "scene-lifecycle-hand-written")
  #expect(try benchmark.ours(3) == benchmark.baseline(3))
  #expect(try benchmark.ours(3) == benchmark.viperModule(3))
}

@MainActor
@Test func sceneNameSidesReadTheSameNames() throws {
  let benchmark = try SceneNameBenchmark()
  #expect(benchmark.ours(4) == benchmark.baseline(4))
}

@MainActor
@Test func listRenderingSidesAgree() throws {
  let benchmark = try ListRenderingBenchmark()
  #expect(benchmark.ours(2) == benchmark.baseline(2))
}

@MainActor
@Test func scriptThroughputSidesRunEveryCommand() async throws {
  let benchmark = try await ScriptThroughputBenchmark()
  let count = ScriptThroughputBenchmark.commandsPerScript
  #expect(try await benchmark.ours(count) == count)
  #expect(try benchmark.baseline(count) == count)
}

@Test func cacheSidesAgree() async throws {
  let benchmark = CacheBenchmark()
  #expect(try await benchmark.ours(70) == benchmark.baseline(70))
}

@Test func serverRequestSidesAgree() async throws {
  let benchmark = ServerRequestBenchmark()
  #expect(try await benchmark.ours(2) == benchmark.baseline(2))
}

@MainActor
@Test func emailValidationSidesAcceptTheSameAddresses() async throws {
  let benchmark = try await EmailValidationBenchmark()
  #expect(await benchmark.ours(16) == benchmark.baseline(16))
  #expect(benchmark.baseline(16) == 5)
}

@Test func firstScreenRunsBothBuiltProgramsOnATerminal() throws {
  let benchmark = try FirstScreenBenchmark()
  #expect(try benchmark.ours(1) == benchmark.baseline(1))
}

@MainActor
@Test func scriptRunSidesRunEveryCommandAndMeasureDlcsMemory() async throws {
  let benchmark = try ScriptRunBenchmark(commands: 50)
  #expect(try benchmark.ours(50) == 50)
  #expect(try await benchmark.baseline(50) == 50)
  #expect(benchmark.peakResidentBytes > 1_000_000)
}

@MainActor
@Test func settleAtDepthSidesAgree() async throws {
  let benchmark = StackDepthBenchmark(depth: 100)
  #expect(try await benchmark.ours(3) == benchmark.baseline(3))
}

@MainActor
@Test func idleSettleSidesFindNothingInFlight() async throws {
  let benchmark = try await IdleSettleBenchmark(sleepers: 10)
  #expect(await benchmark.ours(3) == 3)
  #expect(await benchmark.baseline(3) == 3)
}

@Test func cacheStatisticsSidesAgree() async throws {
  let benchmark = try await CacheStatisticsBenchmark(size: 100)
  #expect(await benchmark.ours(2) == benchmark.baseline(2))
}

@MainActor
@Test func cachePersistedSetSidesAgree() async throws {
  let benchmark = await CachePersistedSetBenchmark()
  #expect(try await benchmark.ours(10) == benchmark.baseline(10))
}

@MainActor
@Test func cacheFolderOpenSidesAgree() async throws {
  let benchmark = try await CacheFolderOpenBenchmark(entryCount: 50)
  #expect(try await benchmark.ours(1) == benchmark.baseline(1))
}
