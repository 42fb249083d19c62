import DLCScript
import Foundation

/// A script file: UTF-8 text, one command a line.
///
/// A line that is not UTF-8 is a parse error at the first byte that cannot be read, so a binary
/// file is reported, not run; an optional byte order mark at the start is skipped.
enum ScriptFile {
  /// Why a file gave no script.
  enum Failure: Error {
    /// The file cannot be read at all.
    case unreadable(String)
    /// The file has lines that are not commands; every one is listed.
    case syntax([ParseError])
  }

  /// Checks that every line of a file parses, reading it a chunk at a time and keeping
  /// neither the file nor what it parsed.
  ///
  /// - Parameter path: The file's path.
  /// - Returns: The file's commands, to be read and parsed again one at a time as they run, or
  ///   why there are none.
  static func check(_ path: String) -> Result<ScriptLines, Failure> {
    if let failure = unreadability(of: path) {
      return .failure(failure)
    }
    let lines = ScriptLines(file: path)
    let errors = lines.errors
    return errors.isEmpty ? .success(lines) : .failure(.syntax(errors))
  }

  /// Why a path names no script that can be read, or `nil` when it names one.
  private static func unreadability(of path: String) -> Failure? {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
      return .unreadable("no such file")
    }
    guard !isFolder.boolValue else { return .unreadable("is a folder, not a script") }
    guard FileManager.default.isReadableFile(atPath: path) else {
      return .unreadable("cannot read the file")
    }
    return nil
  }
}
