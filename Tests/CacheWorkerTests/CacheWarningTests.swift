import CacheWorker
import Foundation
import Testing

struct CacheWarningTests {
  @Test func discardedFileSaysWhichFileAndWhy() {
    let file = URL(filePath: "/cache/0123456789abcdef.entry")
    let description = CacheWarning.discardedFile(file, reason: .unknownVersion(7)).description

    #expect(description.contains(file.path))
    #expect(description.contains("version 7"))
  }

  @Test func undecodableValueNamesTheNamespacedKeyAndType() {
    let description = CacheWarning.undecodableValue(
      key: "CH",
      namespace: ["ada", "favorites"],
      type: "Country",
      reason: "type mismatch"
    ).description

    #expect(description.contains("ada/favorites/CH"))
    #expect(description.contains("Country"))
  }
}
