import DLCScript

/// What a run of the benchmarks was asked for on the command line.
struct RunOptions: Equatable {
  /// Runs each benchmark briefly: the whole run stays under a minute.
  var isQuick = false
  /// Writes one JSON object a line instead of a table.
  var isJSON = false
  /// Runs only the benchmarks whose name contains this text.
  var filter: String?
  /// Prints the usage and runs nothing.
  var wantsHelp = false

  static let usage = [
    HelpLayout.usage("USAGE: DLCBenchmarks", ["[--quick]", "[--json]", "[--filter NAME]"]),
    HelpLayout.prose(
      """
      Runs each benchmark beside a hand-written baseline doing the same work, interleaved in the
      same run after a warm-up, and reports the medians per operation and their ratio.
      """),
    HelpLayout.section(
      "OPTIONS:",
      [
        ("--quick", "Run each benchmark briefly (the whole run takes well under a minute)."),
        ("--json", "Print one JSON object a line, one line per benchmark."),
        ("--filter NAME", "Run only the benchmarks whose name contains NAME."),
        ("-h, --help", "Show this help."),
      ]),
    "Build in release mode for meaningful numbers: swift run -c release DLCBenchmarks",
  ].joined(separator: "\n\n")

  /// Reads the arguments, without the program's name.
  ///
  /// - Throws: ``OptionError`` for an unknown option, a missing value or a stray argument.
  init(arguments: [String]) throws(OptionError) {
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "--quick":
        isQuick = true
      case "--json":
        isJSON = true
      case "--filter":
        guard let name = remaining.popFirst(), !name.hasPrefix("-") else {
          throw .missingValue(option: argument)
        }
        filter = name
      case "--help", "-h":
        wantsHelp = true
      default:
        throw argument.hasPrefix("-") ? .unknownOption(argument) : .unexpectedArgument(argument)
      }
    }
  }

  /// Whether the run includes the benchmark with this name.
  func selects(_ name: String) -> Bool {
    guard let filter else { return true }
    return name.lowercased().contains(filter.lowercased())
  }
}
