import Foundation

/// A text snapshot kept in a file, and how a new text compares with it.
///
/// The file holds the text followed by one newline. By default it lives beside the test, in
/// `__Snapshots__/<TestFileName>/<testName>.txt`, or `<testName>.<name>.txt` for a named one.
struct TextSnapshot {
  /// What comparing a text with the stored snapshot came to.
  enum Outcome: Equatable {
    /// The text is the stored one.
    case matched
    /// No snapshot was stored; the text was written as the new one.
    case recordedNew
    /// Recording was on and the text differed: it replaced the stored one.
    case rerecorded(diff: String)
    /// The text differs from the stored one.
    case mismatched(diff: String)
    /// The snapshot could not be written.
    case unwritable(reason: String)
  }

  /// The environment variable that, set to `1`, `true` or `yes`, re-records every snapshot.
  static let recordVariable = "DLC_RECORD"

  /// Where the snapshot is stored.
  let url: URL

  /// The snapshot of a test.
  ///
  /// - Parameters:
  ///   - testFile: The test's source file, as `#filePath` gives it.
  ///   - function: The test function, as `#function` gives it.
  ///   - name: Tells apart several snapshots of one test.
  ///   - directory: The folder to use instead of the one beside the test file.
  init(testFile: String, function: String, name: String?, directory: URL?) {
    let fileURL = URL(fileURLWithPath: testFile)
    let folder =
      directory
      ?? fileURL.deletingLastPathComponent()
      .appendingPathComponent("__Snapshots__", isDirectory: true)
      .appendingPathComponent(fileURL.deletingPathExtension().lastPathComponent, isDirectory: true)
    var fileName = Self.testName(fromFunction: function)
    if let name {
      fileName += "." + Self.sanitized(name)
    }
    url = folder.appendingPathComponent(fileName + ".txt", isDirectory: false)
  }

  /// The test's name as a file name: `#function` without its argument list.
  static func testName(fromFunction function: String) -> String {
    let name = function.prefix { $0 != "(" }
    return sanitized(String(name))
  }

  /// Whether the environment asks for every snapshot to be re-recorded.
  static func isRecording(in environment: [String: String]) -> Bool {
    guard let value = environment[recordVariable]?.lowercased() else { return false }
    return ["1", "true", "yes"].contains(value)
  }

  /// Compares a text with the stored snapshot, writing it when none is stored or when
  /// recording and it differs.
  ///
  /// - Parameters:
  ///   - text: The text to compare.
  ///   - record: Whether to replace a stored snapshot that differs.
  /// - Returns: What happened.
  func compare(_ text: String, recording record: Bool) -> Outcome {
    guard let stored = storedText() else {
      return write(text) ?? .recordedNew
    }
    guard stored != text else { return .matched }
    let diff = LineDiff(old: stored, new: text).unified()
    guard record else { return .mismatched(diff: diff) }
    return write(text) ?? .rerecorded(diff: diff)
  }

  /// The stored text without its final newline, or `nil` if no snapshot is stored.
  func storedText() -> String? {
    guard let contents = try? String(contentsOf: url, encoding: .utf8) else { return nil }
    return contents.hasSuffix("\n") ? String(contents.dropLast()) : contents
  }

  /// Writes the text; returns the failure, or `nil` once written.
  private func write(_ text: String) -> Outcome? {
    do {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data((text + "\n").utf8).write(to: url, options: .atomic)
      return nil
    } catch {
      return .unwritable(reason: "\(error.localizedDescription)")
    }
  }

  /// Keeps letters, digits, `-`, `_` and `.`; anything else, spaces included, becomes `_`.
  private static func sanitized(_ name: String) -> String {
    let kept = name.filter { $0 != "`" }.map { character -> Character in
      character.isLetter || character.isNumber || "-_.".contains(character) ? character : "_"
    }
    return String(kept)
  }
}
