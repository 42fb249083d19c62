/// A fuzzer's command line, whose options take whole numbers.
///
/// Each fuzzer reports a bad command line with an error of its own; the numbers are read alike.
package protocol FuzzCommandLine {
  /// What reading the command line throws, with a message for a person.
  associatedtype UsageError: Error

  /// The error that says `message`.
  static func usageError(_ message: String) -> UsageError
}

extension FuzzCommandLine {
  /// The whole number that follows `option`, taken from the front of `remaining`.
  package static func number(
    after option: String,
    in remaining: inout ArraySlice<String>
  ) throws(UsageError) -> UInt64 {
    guard let text = remaining.popFirst(), let value = UInt64(text) else {
      throw usageError("'\(option)' needs a whole number")
    }
    return value
  }

  /// The count that follows `option`: a whole number up to 2^40.
  package static func count(
    after option: String,
    in remaining: inout ArraySlice<String>
  ) throws(UsageError) -> Int {
    guard let value = Int(exactly: try number(after: option, in: &remaining)), value <= 1 << 40
    else {
      throw usageError("'\(option)' is too large")
    }
    return value
  }
}
