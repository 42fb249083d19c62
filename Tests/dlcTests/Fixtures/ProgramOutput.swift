/// What a program run printed and how it ended.
struct ProgramOutput {
  /// The exit status.
  var status: Int32

  /// Everything written to standard output.
  var output: String

  /// Everything written to standard error.
  var errors: String

  /// Standard output split into lines, without the last line break.
  var outputLines: [String] {
    output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
  }
}
