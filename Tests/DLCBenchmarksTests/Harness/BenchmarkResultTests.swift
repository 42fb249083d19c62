import Testing

@testable import DLCBenchmarks

@Test func resultDividesOurMedianByTheBaselines() {
  let result = BenchmarkResult(
    name: "x", oursMedianNanoseconds: 300, baselineMedianNanoseconds: 200, iterations: 10,
    budget: nil)
  #expect(result.ratio == 1.5)
}

@Test func resultWithoutBudgetHasNoVerdict() {
  let result = BenchmarkResult(
    name: "x", oursMedianNanoseconds: 300, baselineMedianNanoseconds: 200, iterations: 10,
    budget: nil)
  #expect(result.budget == nil)
  #expect(result.measured == nil)
  #expect(result.budgetMet == nil)
}

@Test func resultJudgesItsBudget() {
  let result = BenchmarkResult(
    name: "x", oursMedianNanoseconds: 500, baselineMedianNanoseconds: 200, iterations: 10,
    budget: .ratio(atMost: 2))
  #expect(result.budget == "ratio ≤ 2.00×")
  #expect(result.measured == "2.50×")
  #expect(result.budgetMet == false)
}

@Test func resultWithAPeakMemoryKeepsItsBudgetOnlyIfItKeepsBoth() {
  let result = BenchmarkResult(
    name: "x", oursMedianNanoseconds: 2_000, baselineMedianNanoseconds: 1_000, iterations: 10,
    budget: .rate(atLeastPerSecond: 400_000, unit: "command"),
    peakMemory: PeakMemory(bytes: 30_000_000, limit: 80_000_000))
  #expect(result.budget == "≥ 400,000 commands/s; peak ≤ 80.0 MB")
  #expect(result.measured == "500,000 commands/s; peak 30.0 MB")
  #expect(result.budgetMet == true)
  #expect(result.peakMemoryBytes == 30_000_000)
}

@Test func resultOverItsMemoryLimitMissesItsBudget() {
  let result = BenchmarkResult(
    name: "x", oursMedianNanoseconds: 2_000, baselineMedianNanoseconds: 1_000, iterations: 10,
    budget: .rate(atLeastPerSecond: 400_000, unit: "command"),
    peakMemory: PeakMemory(bytes: 90_000_000, limit: 80_000_000))
  #expect(result.budgetMet == false)
}
