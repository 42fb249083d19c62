import DLCScript
import Foundation

/// Reads a script file: UTF-8 text, one command a line.
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

  /// Reads and parses a file.
  ///
  /// - Parameter path: The file's path.
  /// - Returns: The script, or why there is none.
  static func load(_ path: String) -> Result<Script, Failure> {
    read(path).flatMap(parse)
  }

  private static func read(_ path: String) -> Result<[UInt8], Failure> {
    if let failure = unreadability(of: path) {
      return .failure(failure)
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      return .failure(.unreadable("cannot read the file"))
    }
    return .success([UInt8](data))
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

  /// Parses a script's bytes.
  ///
  /// - Parameter bytes: The file's contents.
  /// - Returns: The script, or every parse error.
  static func parse(_ bytes: [UInt8]) -> Result<Script, Failure> {
    var content = bytes[...]
    if content.starts(with: [0xEF, 0xBB, 0xBF]) {
      content = content.dropFirst(3)
    }
    var errors: [ParseError] = []
    var lines: [String] = []
    for (index, rawLine) in content.split(separator: 0x0A, omittingEmptySubsequences: false)
      .enumerated()
    {
      switch decode(rawLine) {
      case .success(let line):
        lines.append(line)
      case .failure(let column):
        lines.append("")
        errors.append(
          ParseError(
            location: SourceLocation(line: index + 1, column: column.value),
            message: "not UTF-8 text: this byte does not start a character; is it a binary file?"))
      }
    }
    do {
      let script = try Parser.parse(script: lines.joined(separator: "\n"))
      return errors.isEmpty ? .success(script) : .failure(.syntax(errors))
    } catch {
      return .failure(.syntax((errors + error.errors).sorted { $0.location < $1.location }))
    }
  }

  /// The column of the first byte that is not UTF-8.
  private struct InvalidColumn: Error {
    var value: Int
  }

  private static func decode(_ bytes: ArraySlice<UInt8>) -> Result<String, InvalidColumn> {
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    var column = 1
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue:
        column += 1
      case .emptyInput:
        return .success(String(decoding: bytes, as: UTF8.self))
      case .error:
        return .failure(InvalidColumn(value: column))
      }
    }
  }
}
