import Foundation
import Testing

@testable import CacheWorker

struct CacheEntryFileTests {
  private let entry = CacheEntryFile(
    key: CacheKey(scope: CacheScope.root.appending("ada"), name: "Zürich"),
    expiry: Date(timeIntervalSince1970: 1_750_000_000.25),
    payload: Data(#"{"code":"CH"}"#.utf8)
  )

  @Test func entryReadsBackAsWritten() throws {
    #expect(try CacheEntryFile(decoding: entry.encoded) == entry)
  }

  @Test func entryWithoutExpiryReadsBackAsWritten() throws {
    var lasting = entry
    lasting.expiry = nil

    #expect(try CacheEntryFile(decoding: lasting.encoded) == lasting)
  }

  @Test func expiryTooFarToRepresentIsKeptAsTheFarthestDate() throws {
    var lasting = entry
    lasting.expiry = Date(timeIntervalSince1970: 1e300)

    let read = try CacheEntryFile(decoding: lasting.encoded)

    #expect(try #require(read.expiry) > Date.distantFuture)
  }

  @Test func everyShorterPrefixIsTruncated() {
    let bytes = entry.encoded
    for length in 0..<bytes.count {
      #expect(throws: CacheWarning.DiscardReason.truncated) {
        try CacheEntryFile(decoding: bytes.prefix(length))
      }
    }
  }

  @Test func bytesOfAnotherKindAreCorrupt() {
    #expect(throws: CacheWarning.DiscardReason.corrupt("not a cache entry file")) {
      try CacheEntryFile(decoding: Data(#"{"code":"CH"}"#.utf8))
    }
  }

  @Test func changedByteIsCorrupt() {
    var bytes = entry.encoded
    bytes[30] ^= 0x01

    #expect(throws: CacheWarning.DiscardReason.corrupt("checksum mismatch")) {
      try CacheEntryFile(decoding: bytes)
    }
  }

  @Test func bytesAfterTheEndAreCorrupt() {
    #expect(throws: CacheWarning.DiscardReason.corrupt("bytes after the end of the entry")) {
      try CacheEntryFile(decoding: entry.encoded + Data([0]))
    }
  }

  @Test func otherVersionIsUnknownWhateverFollows() {
    var bytes = entry.encoded.prefix(6)
    bytes[5] = UInt8(CacheEntryFile.formatVersion + 1)

    #expect(throws: CacheWarning.DiscardReason.unknownVersion(CacheEntryFile.formatVersion + 1)) {
      try CacheEntryFile(decoding: bytes + Data("anything".utf8))
    }
  }
}
