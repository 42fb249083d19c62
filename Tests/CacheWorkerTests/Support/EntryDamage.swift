import CacheWorker
import Foundation
import Testing

/// A way an entry's file is damaged on disk, and the reason a cache that reads it must give for
/// discarding it.
enum EntryDamage: String, CaseIterable, Sendable, CustomTestStringConvertible {
  /// A byte near the end is flipped, so the checksum no longer matches.
  case flippedByte
  /// The second half is missing.
  case truncated
  /// Nothing is left.
  case emptied
  /// The header names a format version no cache reads.
  case unknownVersion

  var testDescription: String { rawValue }

  /// The reason the cache reports.
  var reason: CacheWarning.DiscardReason {
    switch self {
    case .flippedByte: .corrupt("checksum mismatch")
    case .truncated, .emptied: .truncated
    case .unknownVersion: .unknownVersion(99)
    }
  }

  /// Damages the file.
  func apply(to file: URL) throws {
    var bytes = try Data(contentsOf: file)
    switch self {
    case .flippedByte: bytes[bytes.count - 10] ^= 0xFF
    case .truncated: bytes = bytes.prefix(bytes.count / 2)
    case .emptied: bytes = Data()
    case .unknownVersion: bytes.replaceSubrange(4..<6, with: [0, 99])
    }
    try bytes.write(to: file)
  }
}
