import FuzzSupport
import Testing

@testable import DLCWebFuzz

@Test func requestsWithinAndSeedAreRead() throws {
  let options = try WebFuzzOptions(arguments: [
    "--requests", "500", "--within", "60", "--seed", "9",
  ])
  #expect(options.requests == 500)
  #expect(options.timeLimit == .seconds(60))
  #expect(options.seed == 9)
}

@Test func anUnknownOptionIsRefused() {
  #expect(throws: FuzzUsageError.self) { try WebFuzzOptions(arguments: ["--lines", "5"]) }
}

@Test func aMissingNumberIsRefused() {
  #expect(throws: FuzzUsageError.self) { try WebFuzzOptions(arguments: ["--requests"]) }
}

@Test func theHangLimitTakesFractionsOfASecondAsTheLineFuzzersDoes() throws {
  #expect(try WebFuzzOptions(arguments: []).hangLimit == .seconds(5))
  #expect(try WebFuzzOptions(arguments: ["--hang-after", "0.5"]).hangLimit == .milliseconds(500))
}
