import Testing

@testable import DLCBenchmarks

/// A benchmark whose sides report a checksum of their count times a factor each.
private struct CountingBenchmark: Benchmark {
  static let name = "counting"
  let budget: Budget? = .ratio(atMost: 2)
  let operationsPerSample: Int?
  var baselineFactor = 1

  func ours(_ count: Int) -> Int {
    count
  }

  func baseline(_ count: Int) -> Int {
    count * baselineFactor
  }
}

/// A benchmark that stands for a program run: it remembers the largest count it was given as
/// its peak memory.
@MainActor
private final class ProgramRunStandIn: ProgramRunBenchmark {
  nonisolated static let name = "program-run"
  nonisolated let budget: Budget? = nil
  nonisolated let operationsPerSample: Int? = 5
  nonisolated let peakMemoryLimit = 4
  private(set) var peakResidentBytes = 0

  func ours(_ count: Int) -> Int {
    peakResidentBytes = max(peakResidentBytes, count)
    return count
  }

  func baseline(_ count: Int) -> Int {
    count
  }
}

private let shortPlan = SamplingPlan(
  targetSampleDuration: .zero,
  maximumOperationsPerSample: 8,
  warmUpRounds: 1,
  minimumRounds: 3,
  maximumRounds: 3,
  timeLimit: .zero,
  programRunWarmUpRounds: 0,
  programRunRounds: 2
)

@MainActor
@Test func samplerCountsTheOperationsOfEveryTimedRound() async throws {
  let result = try await Sampler(plan: shortPlan).measure(
    CountingBenchmark(operationsPerSample: 4))
  #expect(result.name == "counting")
  #expect(result.iterations == 12)
  #expect(result.budget == "ratio ≤ 2.00×")
}

@MainActor
@Test func samplerStopsSizingOnceASampleLastsTheTarget() async throws {
  let result = try await Sampler(plan: shortPlan).measure(
    CountingBenchmark(operationsPerSample: nil))
  #expect(result.iterations == 3)
}

@MainActor
@Test func samplerRefusesSidesThatDidDifferentWork() async {
  let benchmark = CountingBenchmark(operationsPerSample: 2, baselineFactor: 2)
  await #expect(throws: BenchmarkError.disagreement(benchmark: "counting", ours: 2, baseline: 4)) {
    try await Sampler(plan: shortPlan).measure(benchmark)
  }
}

@MainActor
@Test func samplerTakesTheRoundsItsPlanAllowsAProgramRunAndReportsItsPeakMemory() async throws {
  let result = try await Sampler(plan: shortPlan).measure(ProgramRunStandIn())
  #expect(result.iterations == 10)
  #expect(result.peakMemoryBytes == 5)
  #expect(result.budgetMet == false)
}

/// A benchmark whose VIPER module does its work in twice the checksum, or the same.
private struct ComparedBenchmark: ViperComparedBenchmark {
  static let name = "compared"
  let budget: Budget? = nil
  let operationsPerSample: Int? = 2
  let viperRatioLimit = 1.3
  var moduleFactor = 1

  func ours(_ count: Int) -> Int { count }
  func baseline(_ count: Int) -> Int { count }
  func viperModule(_ count: Int) -> Int { count * moduleFactor }
}

@MainActor
@Test func samplerTimesTheVIPERModuleAsAThirdSideAndJudgesItsRatio() async throws {
  let result = try await Sampler(plan: shortPlan).measure(ComparedBenchmark())
  #expect(result.viperModuleMedianNanoseconds != nil)
  #expect(result.viperModuleRatio != nil)
  #expect(result.budget == "VIPER ratio ≤ 1.30×")
}

@MainActor
@Test func samplerRefusesAVIPERModuleThatDidDifferentWork() async {
  await #expect(
    throws: BenchmarkError.disagreement(benchmark: "compared (VIPER module)", ours: 2, baseline: 4)
  ) {
    try await Sampler(plan: shortPlan).measure(ComparedBenchmark(moduleFactor: 2))
  }
}
