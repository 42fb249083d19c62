import Foundation

/// A uniquely named folder under the system's temporary folder, for one test.
struct TemporaryFolder {
  let url: URL

  init() {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("DLCTestingTests-\(UUID().uuidString)", isDirectory: true)
  }

  func remove() {
    try? FileManager.default.removeItem(at: url)
  }
}
