import Foundation
import FuzzSupport
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

  @Test func theHangLimitTakesAFractionOfASecond() throws {
    #expect(try FuzzOptions(arguments: ["--hang-after", "0.25"]).hangLimit == .milliseconds(250))
  }

  @Test func theToolRunsAndPastesAreReadWithTheToolsPath() throws {
    let options = try FuzzOptions(
      arguments: ["--long-line-runs", "5", "--pastes", "0", "--tool", "/opt/app/bin/shop"])
    #expect(options.longLineRuns == 5)
    #expect(options.pastes == 0)
    #expect(options.tool?.path == "/opt/app/bin/shop")
  }

  @Test(arguments: [
    ["--seed"], ["--lines", "many"], ["--fast"], ["--tool"], ["--pastes", "x"],
    ["--hang-after", "0"], ["--hang-after", "-1"], ["--hang-after", "soon"],
  ])
  func aBadCommandLineIsRefused(arguments: [String]) {
    #expect(throws: FuzzUsageError.self) { try FuzzOptions(arguments: arguments) }
  }
}
