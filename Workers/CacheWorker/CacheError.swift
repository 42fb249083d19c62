/// Why a value could not be stored in a cache.
public enum CacheError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The value's `Encodable` conformance failed.
  ///
  /// - Parameters:
  ///   - key: The key the value was to be stored under.
  ///   - type: The name of the value's type.
  ///   - reason: What the encoder said.
  case unencodable(key: String, type: String, reason: String)

  /// The encoded value alone is larger than the cache's byte limit.
  ///
  /// - Parameters:
  ///   - key: The key the value was to be stored under.
  ///   - byteCount: The encoded value's size in bytes.
  ///   - limit: The cache's maximum total bytes.
  case tooLarge(key: String, byteCount: Int, limit: Int)

  /// What went wrong, where and why, for a person to read.
  public var description: String {
    switch self {
    case .unencodable(let key, let type, let reason):
      "Cache could not store \"\(key)\": a \(type) could not be encoded as JSON (\(reason))"
    case .tooLarge(let key, let byteCount, let limit):
      "Cache could not store \"\(key)\": its value takes \(byteCount) bytes, "
        + "more than the cache's limit of \(limit) bytes"
    }
  }
}
