import Foundation

/// A fuzzer's command line: `--help`, `--seed N`, `--hang-after SECONDS`, `--within SECONDS`
/// and options of its own, most of them whole numbers.
///
/// The fuzzers read their command lines alike and refuse a bad one alike; each reads only the
/// options that are its own.
package protocol FuzzCommandLine {
  /// What `--help` prints, and what follows the error of a command line that cannot run.
  static var usage: String { get }

  /// Decides everything the fuzzer makes; printed, so that a failure replays with `--seed`.
  var seed: UInt64 { get set }

  /// The longest one input may take before it counts as a hang.
  var hangLimit: Duration { get set }

  /// The longest the whole run may take; `nil` for no limit.
  var timeLimit: Duration? { get set }

  /// Whether to print the usage and stop.
  var wantsHelp: Bool { get set }

  /// The command line with no option given.
  init()

  /// Reads an option of the fuzzer's own, taking its value from the front of `remaining`.
  ///
  /// - Parameters:
  ///   - option: The option, such as `--lines`.
  ///   - remaining: The arguments after it.
  /// - Returns: Whether the option is one of the fuzzer's.
  /// - Throws: A ``FuzzUsageError`` when its value is missing or not one it takes.
  mutating func read(_ option: String, from remaining: inout ArraySlice<String>)
    throws(FuzzUsageError) -> Bool
}

extension FuzzCommandLine {
  /// Reads the arguments after the program's name.
  ///
  /// - Parameter arguments: The arguments.
  /// - Throws: A ``FuzzUsageError`` when an option is unknown or lacks its value.
  package init(arguments: [String]) throws(FuzzUsageError) {
    self.init()
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "-h", "--help": wantsHelp = true
      case "--seed": seed = try Self.number(after: argument, in: &remaining)
      case "--hang-after": hangLimit = try Self.seconds(after: argument, in: &remaining)
      case "--within": timeLimit = .seconds(try Self.count(after: argument, in: &remaining))
      default:
        guard try read(argument, from: &remaining) else {
          throw FuzzUsageError(message: "unknown option '\(argument)'")
        }
      }
    }
  }

  /// The process's command line, read; for `--help` the usage, printed, and for a command line
  /// that cannot run the error and the usage, and the process exits.
  ///
  /// - Returns: The options to run with.
  package static func ofThisProcess() -> Self {
    let options: Self
    do {
      options = try Self(arguments: Array(CommandLine.arguments.dropFirst()))
    } catch {
      FileHandle.standardError.write(Data("error: \(error.message)\n\n\(usage)".utf8))
      exit(2)
    }
    if options.wantsHelp {
      print(usage, terminator: "")
      exit(0)
    }
    return options
  }

  /// The whole number that follows `option`, taken from the front of `remaining`.
  package static func number(
    after option: String,
    in remaining: inout ArraySlice<String>
  ) throws(FuzzUsageError) -> UInt64 {
    guard let text = remaining.popFirst(), let value = UInt64(text) else {
      throw FuzzUsageError(message: "'\(option)' needs a whole number")
    }
    return value
  }

  /// The count that follows `option`: a whole number up to 2^40.
  package static func count(
    after option: String,
    in remaining: inout ArraySlice<String>
  ) throws(FuzzUsageError) -> Int {
    guard let value = Int(exactly: try number(after: option, in: &remaining)), value <= 1 << 40
    else {
      throw FuzzUsageError(message: "'\(option)' is too large")
    }
    return value
  }

  /// Seconds written as a number above 0 with or without a fraction, such as `2` or `0.25`.
  static func seconds(
    after option: String,
    in remaining: inout ArraySlice<String>
  ) throws(FuzzUsageError) -> Duration {
    guard let text = remaining.popFirst(), let value = Double(text), value > 0, value <= 1e6
    else {
      throw FuzzUsageError(message: "'\(option)' needs a number of seconds above 0")
    }
    return .milliseconds(Int64((value * 1_000).rounded(.up)))
  }
}
