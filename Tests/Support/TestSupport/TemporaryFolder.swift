import Foundation

/// A folder of its own for one test, deleted with everything in it when the test lets go of it.
///
/// ``init()`` only names the folder, so that a test can check what a worker does when its folder
/// is missing; ``made()`` makes it at once, for a program that expects it to exist.
public final class TemporaryFolder: Sendable {
  /// Where the folder is.
  public let url: URL

  /// Names a folder under the system's temporary folder that nothing else uses; nothing is made.
  public init() {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("dlc-tests-\(UUID().uuidString)", isDirectory: true)
  }

  /// A folder that exists.
  public static func made() throws -> TemporaryFolder {
    let folder = TemporaryFolder()
    try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
    return folder
  }

  deinit {
    try? FileManager.default.removeItem(at: url)
  }

  /// A file in the folder, which need not exist.
  public func file(_ name: String) -> URL {
    url.appendingPathComponent(name)
  }

  /// The names of the files in the folder, sorted; none while the folder is missing.
  public var fileNames: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
  }

  /// Writes a text file into the folder, making the folder if it is missing.
  ///
  /// - Returns: The file's path.
  @discardableResult
  public func write(_ name: String, _ text: String) throws -> String {
    try write(name, bytes: Array(text.utf8))
  }

  /// Writes a file of raw bytes into the folder, making the folder if it is missing.
  ///
  /// - Returns: The file's path.
  @discardableResult
  public func write(_ name: String, bytes: [UInt8]) throws -> String {
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    let file = file(name)
    try Data(bytes).write(to: file)
    return file.path
  }
}
