/// What a program run printed and how it ended.
public struct ProgramOutput: Sendable {
  /// The exit status, or the signal that ended the program.
  public var status: Int32

  /// Whether a signal ended the program rather than an exit.
  public var didCrash: Bool

  /// Everything written to standard output.
  public var output: String

  /// Everything written to standard error.
  public var errors: String

  /// Standard output split into lines, without the last line break.
  public var outputLines: [String] {
    output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
  }
}
