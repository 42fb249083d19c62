import Foundation

/// A folder of its own for one test, deleted with everything in it when the test lets go.
final class TemporaryFolder: Sendable {
  let url: URL

  init() {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("StoreWorkerTests-\(UUID().uuidString)", isDirectory: true)
  }

  deinit {
    try? FileManager.default.removeItem(at: url)
  }

  /// A file in the folder.
  func file(_ name: String) -> URL {
    url.appendingPathComponent(name)
  }

  /// The names of the files in the folder, sorted.
  var fileNames: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
  }
}
