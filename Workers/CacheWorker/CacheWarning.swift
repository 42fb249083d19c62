import Foundation

/// Something a cache recovered from on its own, reported so that it is not silent.
///
/// None of these stops the cache: a bad file is discarded, a failed write leaves the value in
/// memory only, an undecodable value is a miss.
public enum CacheWarning: Sendable, Equatable, CustomStringConvertible {
  /// A file in the cache's folder was unusable and has been deleted.
  ///
  /// - Parameters:
  ///   - file: The file that was deleted.
  ///   - reason: Why it could not be used.
  case discardedFile(URL, reason: DiscardReason)

  /// A file or folder in the cache's folder, named like one of the cache's files, could not be
  /// used and was left where it is.
  ///
  /// - Parameters:
  ///   - file: The file or folder left alone.
  ///   - reason: Why it could not be used, in plain words.
  case skippedFile(URL, reason: String)

  /// The cache's folder could not be read from or written to; the cache carries on in memory.
  ///
  /// - Parameters:
  ///   - file: The file or folder involved.
  ///   - reason: What the file system said.
  case persistenceFailed(URL, reason: String)

  /// A stored value did not decode as the type it was asked for, so the lookup was a miss.
  ///
  /// - Parameters:
  ///   - key: The key looked up.
  ///   - namespace: The names of the namespaces the key is in, outermost first; empty at the top.
  ///   - type: The name of the type asked for.
  ///   - reason: What the decoder said.
  case undecodableValue(key: String, namespace: [String], type: String, reason: String)

  /// What happened, where and why, for a person to read.
  public var description: String {
    switch self {
    case .discardedFile(let file, let reason):
      "Cache discarded \(file.path): \(reason)"
    case .skippedFile(let file, let reason):
      "Cache skipped \(file.path) and left it in place: \(reason)"
    case .persistenceFailed(let file, let reason):
      "Cache could not use \(file.path), keeping values in memory only: \(reason)"
    case .undecodableValue(let key, let namespace, let type, let reason):
      "Cache value for \"\((namespace + [key]).joined(separator: "/"))\" "
        + "does not decode as \(type), treated as a miss: \(reason)"
    }
  }
}
