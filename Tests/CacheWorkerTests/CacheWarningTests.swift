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

  @Test func skippedFileSaysItWasLeftInPlaceAndWhy() {
    let file = URL(filePath: "/cache/0123456789abcdef.entry")
    let description = CacheWarning.skippedFile(file, reason: "it cannot be read: permission denied")
      .description

    #expect(
      description
        == "Cache skipped /cache/0123456789abcdef.entry and left it in place: "
        + "it cannot be read: permission denied")
  }
}
