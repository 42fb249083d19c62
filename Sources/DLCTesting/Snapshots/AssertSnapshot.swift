import DLC
public import Foundation
public import Testing

/// Checks that a text matches the snapshot stored beside the test, recording it if missing.
///
/// The snapshot lives in `__Snapshots__/<TestFileName>/<testName>.txt` next to the test file
/// (`<testName>.<name>.txt` when `name` is given), holding the text and a final newline.
///
/// - A missing snapshot is written, and the test fails once, saying where: run it again.
/// - A different text fails the test with a line diff (`-` stored, `+` actual).
/// - With the environment variable `DLC_RECORD=1` (or `record: true`) a snapshot that differs
///   is re-recorded and the test fails once, with the diff, so that a re-recording run never
///   passes unnoticed; snapshots that match still pass. Unset it and run again.
///
/// Give each snapshot of a test, and each argument of a parameterized test, its own `name`:
/// snapshots without one share the test's file.
///
/// - Parameters:
///   - text: The text to check.
///   - name: Tells apart several snapshots of one test.
///   - directory: A folder to keep the snapshot in instead of the one beside the test.
///   - record: Whether to re-record a snapshot that differs; `nil` asks `DLC_RECORD`.
///   - filePath: The test's file; leave the default.
///   - function: The test's function; leave the default.
///   - sourceLocation: Where a failure is reported; the caller's line by default.
public func assertSnapshot(
  of text: String,
  named name: String? = nil,
  in directory: URL? = nil,
  record: Bool? = nil,
  filePath: StaticString = #filePath,
  function: StaticString = #function,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let snapshot = TextSnapshot(
    testFile: "\(filePath)", function: "\(function)", name: name, directory: directory)
  let isRecording = record ?? TextSnapshot.isRecording(in: ProcessInfo.processInfo.environment)
  let path = snapshot.url.path
  let message: String
  switch snapshot.compare(text, recording: isRecording) {
  case .matched:
    return
  case .recordedNew:
    message = "No snapshot was stored: recorded a new snapshot at \(path); run the test again."
  case .rerecorded(let diff):
    message = """
      Re-recorded the snapshot at \(path) because recording is on \
      (\(TextSnapshot.recordVariable)=1 or record: true); turn it off and run again. What changed:
      --- stored
      +++ actual
      \(diff)
      """
  case .mismatched(let diff):
    message = """
      The text does not match the snapshot at \(path):
      --- stored
      +++ actual
      \(diff)
      If the change is intended, run again with \(TextSnapshot.recordVariable)=1 to re-record.
      """
  case .unwritable(let reason):
    message = "Could not write the snapshot at \(path): \(reason)"
  }
  Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
}

/// Checks that what a stage or a harness shows, rendered as text, matches the snapshot stored
/// beside the test, recording it if missing.
///
/// It renders the screen as `dlc` prints it and compares the text as the `String` variant does:
/// same file layout, same recording rules, same line diff on a mismatch.
///
/// <!-- swift-check
/// @MainActor
/// func example(harness: SceneHarness) async {
///   <#example#>
/// }
/// -->
/// ```swift
/// await harness.type("Ger", into: "query")
/// await harness.advance(by: .milliseconds(300))
/// assertSnapshot(of: harness)  // __Snapshots__/SearchTests/typingShowsMatches.txt
/// ```
///
/// - Parameters:
///   - screen: The stage or harness whose top scene and alert are rendered.
///   - name: Tells apart several snapshots of one test.
///   - directory: A folder to keep the snapshot in instead of the one beside the test.
///   - record: Whether to re-record a snapshot that differs; `nil` asks `DLC_RECORD`.
///   - filePath: The test's file; leave the default.
///   - function: The test's function; leave the default.
///   - sourceLocation: Where a failure is reported; the caller's line by default.
@MainActor
public func assertSnapshot(
  of screen: some ScreenRendering,
  named name: String? = nil,
  in directory: URL? = nil,
  record: Bool? = nil,
  filePath: StaticString = #filePath,
  function: StaticString = #function,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  assertSnapshot(
    of: screen.render(), named: name, in: directory, record: record, filePath: filePath,
    function: function, sourceLocation: sourceLocation)
}
