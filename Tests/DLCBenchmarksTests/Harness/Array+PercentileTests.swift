import Testing

@testable import DLCBenchmarks

@Test func percentile99OfAHundredValuesIsTheNinetyNinthSmallest() {
  let values = (1...100).reversed().map(Double.init)
  #expect(values.percentile(0.99) == 99)
}

@Test func percentile50ByNearestRankIsTheLowerMiddleOfAnEvenCount() {
  #expect([4.0, 1.0, 8.0, 2.0].percentile(0.5) == 2)
}

@Test func percentileOfNoValuesIsZero() {
  #expect([Double]().percentile(0.99) == 0)
}
