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
