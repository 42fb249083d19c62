import Foundation

/// How the child tells its supervisor which line it is on: the line's number and its length in
/// bytes, in decimal, one line on standard output written before the line runs, so that a crash
/// or hang names its line and a long line is given time in proportion to its length.
enum FuzzProtocol {
  /// Says that line `number`, of `byteCount` bytes, starts.
  static func announce(line number: Int, byteCount: Int) {
    FileHandle.standardOutput.write(Data("\(number) \(byteCount)\n".utf8))
  }

  /// Writes a message to standard error.
  static func writeError(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
  }
}
