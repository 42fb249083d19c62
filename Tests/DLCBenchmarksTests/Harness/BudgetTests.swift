import Testing

@testable import DLCBenchmarks

@Test func ratioBudgetIsMetUpToItsLimit() {
  let budget = Budget.ratio(atMost: 2)
  #expect(budget.isMet(oursNanoseconds: 1_000, ratio: 2.0))
  #expect(!budget.isMet(oursNanoseconds: 1_000, ratio: 2.01))
}

@Test func timeBudgetJudgesOurMedianAlone() {
  let budget = Budget.time(atMostNanoseconds: 20_000)
  #expect(budget.isMet(oursNanoseconds: 19_999, ratio: 50))
  #expect(!budget.isMet(oursNanoseconds: 20_001, ratio: 1))
}

@Test func rateBudgetTurnsOurMedianIntoOperationsASecond() {
  let budget = Budget.rate(atLeastPerSecond: 50_000, unit: "command")
  #expect(budget.isMet(oursNanoseconds: 20_000, ratio: 9))
  #expect(!budget.isMet(oursNanoseconds: 20_100, ratio: 1))
  #expect(budget.measured(oursNanoseconds: 4_000, ratio: 1) == "250,000 commands/s")
}

@Test func budgetsDescribeTheirLimits() {
  #expect(Budget.ratio(atMost: 3).description == "ratio ≤ 3.00×")
  #expect(Budget.time(atMostNanoseconds: 20_000).description == "≤ 20.00 µs")
  #expect(
    Budget.rate(atLeastPerSecond: 50_000, unit: "command").description == "≥ 50,000 commands/s")
}
