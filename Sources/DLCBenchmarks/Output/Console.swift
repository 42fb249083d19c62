import Foundation

/// Where the run writes: results to standard output, progress and errors to standard error.
enum Console {
  /// Writes a line to standard output at once, so a reader of JSON lines sees each as it comes.
  static func write(_ line: String) {
    try? FileHandle.standardOutput.write(contentsOf: Data((line + "\n").utf8))
  }

  /// Writes a line to standard error.
  static func writeError(_ line: String) {
    try? FileHandle.standardError.write(contentsOf: Data((line + "\n").utf8))
  }
}
