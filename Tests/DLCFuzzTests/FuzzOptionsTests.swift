import Testing

@testable import DLCFuzz

@Suite struct FuzzOptionsTests {
  @Test func aSeedAndACountAreRead() throws {
    let options = try FuzzOptions(arguments: ["--seed", "18446744073709551615", "--lines", "10"])
    #expect(options.seed == .max)
    #expect(options.lines == 10)
    #expect(
      options.childArguments == [
        "--child", "--seed", "18446744073709551615", "--lines", "10", "--hostile-answers", "0",
      ])
  }

  @Test func theHangLimitIsTwoSecondsUnlessGiven() throws {
    #expect(try FuzzOptions(arguments: []).hangLimit == .seconds(2))
    #expect(try FuzzOptions(arguments: ["--hang-after", "30"]).hangLimit == .seconds(30))
  }

  @Test(arguments: [["--seed"], ["--lines", "many"], ["--fast"]])
  func aBadCommandLineIsRefused(arguments: [String]) {
    #expect(throws: FuzzUsageError.self) { try FuzzOptions(arguments: arguments) }
  }
}
