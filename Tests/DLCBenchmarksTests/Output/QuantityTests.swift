import Testing

@testable import DLCBenchmarks

@Test func timesTakeAFittingUnit() {
  #expect(Quantity.time(nanoseconds: 4.567) == "4.57 ns")
  #expect(Quantity.time(nanoseconds: 66.24) == "66.2 ns")
  #expect(Quantity.time(nanoseconds: 850.4) == "850 ns")
  #expect(Quantity.time(nanoseconds: 12_345) == "12.35 µs")
  #expect(Quantity.time(nanoseconds: 3_210_000) == "3.21 ms")
  #expect(Quantity.time(nanoseconds: 2_500_000_000) == "2.50 s")
}

@Test func countsGroupThousands() {
  #expect(Quantity.grouped(7) == "7")
  #expect(Quantity.grouped(52_300) == "52,300")
  #expect(Quantity.grouped(32_800_768) == "32,800,768")
  #expect(Quantity.grouped(-1_234) == "-1,234")
}

@Test func decimalsPadSmallValues() {
  #expect(Quantity.decimal(0.05, digits: 2) == "0.05")
  #expect(Quantity.decimal(-1.5, digits: 1) == "-1.5")
  #expect(Quantity.decimal(2, digits: 0) == "2")
}

@Test func ratiosCarryTwoDecimals() {
  #expect(Quantity.ratio(1.04) == "1.04×")
}
