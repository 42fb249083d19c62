import Testing

@testable import DLCBenchmarks

@Test func noArgumentsRunEverythingThoroughlyAsATable() throws {
  let options = try RunOptions(arguments: [])
  #expect(!options.isQuick)
  #expect(!options.isJSON)
  #expect(!options.wantsHelp)
  #expect(options.filter == nil)
  #expect(options.selects("first-screen"))
}

@Test func flagsCombineInAnyOrder() throws {
  let options = try RunOptions(arguments: ["--json", "--filter", "cache", "--quick"])
  #expect(options.isQuick)
  #expect(options.isJSON)
  #expect(options.filter == "cache")
}

@Test func filterSelectsNamesContainingItWhateverTheCase() throws {
  let options = try RunOptions(arguments: ["--filter", "Script"])
  #expect(options.selects("script-throughput"))
  #expect(!options.selects("cache-get-set"))
}

@Test func helpIsAskedForWithEitherSpelling() throws {
  #expect(try RunOptions(arguments: ["--help"]).wantsHelp)
  #expect(try RunOptions(arguments: ["-h"]).wantsHelp)
}

@Test func unknownOptionIsRefused() {
  #expect(throws: OptionError.unknownOption("--fast")) {
    try RunOptions(arguments: ["--fast"])
  }
}

@Test func filterWithoutNameIsRefused() {
  #expect(throws: OptionError.missingValue(option: "--filter")) {
    try RunOptions(arguments: ["--filter"])
  }
  #expect(throws: OptionError.missingValue(option: "--filter")) {
    try RunOptions(arguments: ["--filter", "--json"])
  }
}

@Test func strayArgumentIsRefused() {
  #expect(throws: OptionError.unexpectedArgument("cache")) {
    try RunOptions(arguments: ["cache"])
  }
}
