extension CacheWarning {
  /// Why a file in a cache's folder was unusable.
  public enum DiscardReason: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file ends before its header says it should.
    case truncated

    /// The file is damaged or is not a cache entry.
    ///
    /// - Parameter detail: What is wrong with it.
    case corrupt(String)

    /// The file was written in a format version this cache does not read.
    ///
    /// - Parameter version: The version the file says it is in.
    case unknownVersion(Int)

    /// The file is a temporary file left behind by a write that never finished.
    case leftoverTemporaryFile

    /// Why the file was unusable, for a person to read.
    public var description: String {
      switch self {
      case .truncated:
        "the file is truncated"
      case .corrupt(let detail):
        "the file is corrupt (\(detail))"
      case .unknownVersion(let version):
        "the file is in format version \(version), which this cache does not read"
      case .leftoverTemporaryFile:
        "the file is left over from a write that never finished"
      }
    }
  }
}
