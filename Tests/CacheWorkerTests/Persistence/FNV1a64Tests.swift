import Testing

@testable import CacheWorker

struct FNV1a64Tests {
  /// The reference values published with the algorithm.
  @Test(arguments: [
    ("", "cbf29ce484222325"),
    ("a", "af63dc4c8601ec8c"),
    ("foobar", "85944171f73967e8"),
  ])
  func matchesTheReferenceValues(text: String, expected: String) {
    var hash = FNV1a64()
    hash.combine(text.utf8)

    #expect(hash.hexadecimal == expected)
  }

  @Test func combiningInPiecesEqualsCombiningAtOnce() {
    var pieces = FNV1a64()
    pieces.combine("foo".utf8)
    pieces.combine("bar".utf8)
    var whole = FNV1a64()
    whole.combine("foobar".utf8)

    #expect(pieces.value == whole.value)
  }

  @Test func hexadecimalKeepsLeadingZeros() {
    var hash = FNV1a64()
    for byte: UInt8 in 0...255 {
      hash.combine(CollectionOfOne(byte))
      #expect(hash.hexadecimal.count == 16)
      #expect(UInt64(hash.hexadecimal, radix: 16) == hash.value)
    }
  }
}
