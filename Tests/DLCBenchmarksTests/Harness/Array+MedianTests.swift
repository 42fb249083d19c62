import Testing

@testable import DLCBenchmarks

@Test func medianOfAnOddCountIsTheMiddleValue() {
  #expect([9.0, 1.0, 5.0].median == 5.0)
}

@Test func medianOfAnEvenCountIsTheMeanOfTheTwoMiddleValues() {
  #expect([4.0, 1.0, 8.0, 2.0].median == 3.0)
}

@Test func medianOfNoValuesIsZero() {
  #expect([Double]().median == 0)
}

@Test func medianIgnoresOneOutlier() {
  #expect([100.0, 101.0, 99.0, 100.0, 50_000.0].median == 100.0)
}
