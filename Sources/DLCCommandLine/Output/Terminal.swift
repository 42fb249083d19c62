import DLC
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where `dlc` writes: standard output and error, in color only where that helps.
///
/// Color is used only when the stream is a terminal and `NO_COLOR` is unset or empty.
struct Terminal: Sendable {
  private static let bold = "\u{1B}[1m"
  private static let red = "\u{1B}[31m"
  private static let yellow = "\u{1B}[33m"
  private static let reset = "\u{1B}[0m"

  /// Whether standard output takes color.
  let colorsOutput: Bool

  /// Whether standard error takes color.
  let colorsErrors: Bool

  /// Whether standard input is a terminal, so that a person types at it.
  let isInteractive: Bool

  /// The first write to standard output that failed, if one has.
  let outputFailure = OutputFailure()

  init(environment: [String: String] = ProcessInfo.processInfo.environment) {
    let allowsColor = (environment["NO_COLOR"] ?? "").isEmpty
    colorsOutput = allowsColor && isatty(STDOUT_FILENO) == 1
    colorsErrors = allowsColor && isatty(STDERR_FILENO) == 1
    isInteractive = isatty(STDIN_FILENO) == 1
  }

  /// Writes text and a line break to standard output.
  ///
  /// A write that fails is kept in ``outputFailure``, for the run to end with a failure.
  func write(_ text: String) {
    outputFailure.write((text + "\n").utf8, to: STDOUT_FILENO)
  }

  /// Writes text without a line break to standard output, as a prompt.
  func prompt(_ text: String) {
    outputFailure.write(styledPrompt(text).utf8, to: STDOUT_FILENO)
  }

  /// A prompt as the terminal shows it: in bold where colour is used.
  func styledPrompt(_ text: String) -> String {
    colorsOutput ? "\(Self.bold)\(text)\(Self.reset)" : text
  }

  /// Writes text and a line break to standard error.
  func writeError(_ text: String) {
    try? FileHandle.standardError.write(contentsOf: Data((text + "\n").utf8))
  }

  /// Writes an error: `PREFIX: error: MESSAGE`, or `error: MESSAGE` without a prefix.
  ///
  /// The message and the prefix may quote a server's answer or a file's name, so their control
  /// characters are written visibly; the message keeps its lines.
  func writeError(_ message: String, at prefix: String?) {
    let label = colorsErrors ? "\(Self.red)error:\(Self.reset)" : "error:"
    writeError(
      (prefix.map { "\(VisibleText.escaping($0)): " } ?? "") + "\(label) "
        + VisibleText.escapingKeepingLines(message))
  }

  /// Writes a rendered screen, its header in bold and an alert's header in yellow.
  func writeScreen(_ screen: String) {
    guard colorsOutput else {
      write(screen)
      return
    }
    let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      if line.hasPrefix("[") {
        return "\(Self.bold)\(line)\(Self.reset)"
      }
      if line.hasPrefix("--- alert") || line.hasPrefix("--- confirm") {
        return "\(Self.yellow)\(line)\(Self.reset)"
      }
      return String(line)
    }
    write(lines.joined(separator: "\n"))
  }
}
