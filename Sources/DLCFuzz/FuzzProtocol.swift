import Foundation

/// How the child tells its supervisor which line it is on: one decimal line number a line on
/// standard output, written before the line runs, so that a crash or hang names its line.
enum FuzzProtocol {
  /// Says that line `number` starts.
  static func announce(line number: Int) {
    FileHandle.standardOutput.write(Data("\(number)\n".utf8))
  }

  /// Writes a message to standard error.
  static func writeError(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
  }
}
