import Foundation

/// Where a test file keeps its snapshots: `Tests/Snapshots/`, then the test file's path in
/// its target, where SwiftPM does not look, so that no snapshot folder needs excluding in
/// Package.swift.
///
/// - Parameter testFile: The test's file; leave the default.
/// - Returns: `Tests/Snapshots/Act1/Home/Core/HomeHarnessTests` for
///   `Tests/CounterScenesTests/Act1/Home/Core/HomeHarnessTests.swift`.
func snapshotFolder(for testFile: StaticString = #filePath) -> URL {
  var components = URL(fileURLWithPath: "\(testFile)").deletingPathExtension().pathComponents
  if let tests = components.lastIndex(of: "Tests"), tests + 1 < components.count {
    components[tests + 1] = "Snapshots"
  }
  return URL(fileURLWithPath: NSString.path(withComponents: components), isDirectory: true)
}
