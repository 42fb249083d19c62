import Testing

@testable import DLCBenchmarks

@Test func tableHasAHeaderADividerAndARowPerResult() {
  let results = [
    BenchmarkResult(
      name: "input-round-trip", oursMedianNanoseconds: 250, baselineMedianNanoseconds: 100,
      iterations: 1_000, budget: .ratio(atMost: 2)),
    BenchmarkResult(
      name: "list-rendering", oursMedianNanoseconds: 15_000, baselineMedianNanoseconds: 10_000,
      iterations: 64, budget: nil),
  ]
  let lines = ResultTable.render(results).split(separator: "\n")
  #expect(lines.count == 4)
  #expect(lines[0].hasPrefix("| Benchmark |"))
  #expect(
    lines[2]
      == "| input-round-trip | 250 ns | 100 ns | 2.50× | — | — | 1,000 | ratio ≤ 2.00× | 2.50× | **no** |"
  )
  #expect(lines[3] == "| list-rendering | 15.00 µs | 10.00 µs | 1.50× | — | — | 64 | — | — | — |")
}

@Test func tableShowsTheVIPERModuleBesideTheBaselineWhereItIsCompared() {
  let result = BenchmarkResult(
    name: "scene-lifecycle", oursMedianNanoseconds: 3_000, baselineMedianNanoseconds: 1_000,
    iterations: 8, budget: .time(atMostNanoseconds: 20_000),
    viperComparison: ViperComparison(
      oursMedianNanoseconds: 3_000, medianNanoseconds: 2_000, limit: 1.5))
  let row = ResultTable.render([result]).split(separator: "\n")[2]
  #expect(
    row
      == "| scene-lifecycle | 3.00 µs | 1.00 µs | 3.00× | 2.00 µs | 1.50× | 8 "
      + "| ≤ 20.00 µs; VIPER ratio ≤ 1.50× | 3.00 µs; VIPER ratio 1.50× | yes |")
}
