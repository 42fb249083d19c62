/// Why the command line was refused; the program then exits with status 2.
enum OptionError: Error, Equatable, CustomStringConvertible {
  /// An option the program does not know.
  case unknownOption(String)
  /// An option that takes a value came without one.
  case missingValue(option: String)
  /// An argument that is not an option; the program takes none.
  case unexpectedArgument(String)
  /// The filter names no benchmark.
  case noMatch(filter: String, names: [String])

  /// A one-line explanation for a person.
  var description: String {
    switch self {
    case .unknownOption(let option):
      "unknown option '\(option)'"
    case .missingValue(let option):
      "'\(option)' needs a value"
    case .unexpectedArgument(let argument):
      "unexpected argument '\(argument)'"
    case .noMatch(let filter, let names):
      "no benchmark matches '\(filter)'; the benchmarks are \(names.joined(separator: ", "))"
    }
  }
}
