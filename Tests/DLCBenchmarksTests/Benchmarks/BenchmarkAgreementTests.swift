import Testing

@testable import DLCBenchmarks

// Each benchmark's sides must do the same work: the sampler refuses any round where they
// disagree, so these run one small sample of each side outside it.

@MainActor
@Test func inputRoundTripSidesAgree() throws {
  let benchmark = try InputRoundTripBenchmark()
  #expect(try benchmark.ours(3) == benchmark.baseline(3))
}

@MainActor
@Test func sceneLifecycleSidesAgreeAndFreeTheScene() throws {
  let benchmark = try SceneLifecycleBenchmark()
  #expect(try benchmark.ours(3) == benchmark.baseline(3))
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

@Test func emailValidationSidesAgree() async {
  let benchmark = EmailValidationBenchmark()
  #expect(await benchmark.ours(4) == 4)
  #expect(benchmark.baseline(4) == 4)
}

@Test func processStartRunsBothBuiltPrograms() throws {
  let benchmark = try ProcessStartBenchmark()
  #expect(try benchmark.ours(1) == benchmark.baseline(1))
}
