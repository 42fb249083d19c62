import Foundation

/// Where a key lives: at the top of a cache, or inside a path of nested namespaces.
///
/// The path is spelled as one string of length-prefixed names (`5:alice` then `9:favorites`),
/// so a key hashes as two strings whatever the depth, and no two paths share a spelling whatever
/// their names contain. A scope's spelling is a prefix of the spelling of every scope inside it.
struct CacheScope: Hashable, Sendable {
  /// The length-prefixed names, outermost first; empty at the top of the cache.
  let encoded: String

  /// The top of the cache, outside every namespace.
  static let root = CacheScope(encoded: "")

  private init(encoded: String) {
    self.encoded = encoded
  }

  /// Reads a spelling back, as stored in a file; fails if it is not a spelling this type
  /// produces.
  ///
  /// - Parameter encoded: A scope's spelling.
  init?(validating encoded: String) {
    self.init(encoded: encoded)
    guard names != nil else { return nil }
  }

  /// Whether this is the top of the cache.
  var isRoot: Bool { encoded.isEmpty }

  /// The scope of a namespace inside this one.
  ///
  /// - Parameter name: The namespace's name.
  /// - Returns: The inner scope.
  func appending(_ name: String) -> CacheScope {
    // Canonically equivalent names are equal strings, so they must get one spelling too.
    let name = name.precomposedStringWithCanonicalMapping
    return CacheScope(encoded: encoded + "\(name.utf8.count):\(name)")
  }

  /// Whether a scope is this one or lies inside it.
  ///
  /// - Parameter other: The scope to test.
  /// - Returns: `true` if `other` is this scope or nested in it.
  func contains(_ other: CacheScope) -> Bool {
    // Bytes, not characters: a name may begin with a mark that would join the previous
    // character into one grapheme and hide the prefix.
    other.encoded.utf8.starts(with: encoded.utf8)
  }

  /// The namespace names, outermost first, or `nil` if the spelling is malformed.
  var names: [String]? {
    let bytes = Array(encoded.utf8)
    var names: [String] = []
    var index = 0
    while index < bytes.count {
      guard let colon = bytes[index...].firstIndex(of: UInt8(ascii: ":")),
        colon > index,
        bytes[index..<colon].allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
        colon - index == 1 || bytes[index] != UInt8(ascii: "0"),
        colon - index <= 18,
        let length = Int(String(decoding: bytes[index..<colon], as: UTF8.self)),
        length <= bytes.count - colon - 1,
        let name = String(validating: bytes[(colon + 1)..<(colon + 1 + length)], as: UTF8.self)
      else { return nil }
      names.append(name)
      index = colon + 1 + length
    }
    return names
  }
}
