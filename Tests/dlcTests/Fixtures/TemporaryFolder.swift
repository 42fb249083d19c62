import Foundation

/// A folder of its own for one test, removed when the test is done with it.
final class TemporaryFolder {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("dlcTests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(at: url)
  }

  /// Writes a file into the folder.
  ///
  /// - Returns: The file's path.
  @discardableResult
  func write(_ name: String, _ text: String) throws -> String {
    try write(name, bytes: Array(text.utf8))
  }

  /// Writes a file of raw bytes into the folder.
  ///
  /// - Returns: The file's path.
  @discardableResult
  func write(_ name: String, bytes: [UInt8]) throws -> String {
    let file = url.appendingPathComponent(name)
    try Data(bytes).write(to: file)
    return file.path
  }
}
