import Foundation

/// The contents of one entry file: a header, the key, and the encoded value.
///
/// Layout, integers big-endian:
///
/// | Bytes | Field |
/// | --- | --- |
/// | 4 | magic `DLCC` |
/// | 2 | format version |
/// | 1 | flags: bit 0 set if the entry expires |
/// | 8 | expiry, milliseconds since 1970 (wall clock), 0 if none |
/// | 4, 4, 4 | byte counts of the scope, the key and the payload |
/// | … | the scope and the key in UTF-8, then the payload |
/// | 8 | FNV-1a 64 of every byte before it |
///
/// The magic and version come first, so a file of another version is recognised as such
/// whatever follows; the trailing checksum tells damage from a file that merely ends early.
struct CacheEntryFile: Equatable {
  /// The format version this type writes and reads.
  static let formatVersion = 1

  private static let magic = Array("DLCC".utf8)
  private static let headerSize = 27
  private static let checksumSize = 8
  private static let expiresFlag: UInt8 = 1

  /// The key the entry is stored under.
  var key: CacheKey

  /// When the entry expires, on the wall clock; `nil` if it does not.
  var expiry: Date?

  /// The encoded value.
  var payload: Data

  /// Creates the contents of an entry file.
  ///
  /// - Parameters:
  ///   - key: The key the entry is stored under.
  ///   - expiry: When the entry expires, on the wall clock; `nil` if it does not.
  ///   - payload: The encoded value.
  init(key: CacheKey, expiry: Date?, payload: Data) {
    self.key = key
    self.expiry = expiry
    self.payload = payload
  }

  /// Reads the contents of an entry file.
  ///
  /// - Parameter data: The file's bytes.
  /// - Throws: Why the bytes are not a usable entry file.
  init(decoding data: Data) throws(CacheWarning.DiscardReason) {
    try self.init(decoding: [UInt8](data))
  }

  /// Reads the contents of an entry file.
  ///
  /// - Parameter bytes: The file's bytes.
  /// - Throws: Why the bytes are not a usable entry file.
  init(decoding bytes: [UInt8]) throws(CacheWarning.DiscardReason) {
    guard bytes.count >= Self.magic.count else {
      throw Self.magic.starts(with: bytes) ? .truncated : .corrupt("not a cache entry file")
    }
    guard bytes.starts(with: Self.magic) else { throw .corrupt("not a cache entry file") }
    guard bytes.count >= 6 else { throw .truncated }
    let version = Int(Self.integer(UInt16.self, in: bytes, at: 4))
    guard version == Self.formatVersion else { throw .unknownVersion(version) }
    guard bytes.count >= Self.headerSize else { throw .truncated }

    let flags = bytes[6]
    let milliseconds = Self.integer(Int64.self, in: bytes, at: 7)
    let scopeCount = Int(Self.integer(UInt32.self, in: bytes, at: 15))
    let keyCount = Int(Self.integer(UInt32.self, in: bytes, at: 19))
    let payloadCount = Int(Self.integer(UInt32.self, in: bytes, at: 23))
    let checksumStart = Self.headerSize + scopeCount + keyCount + payloadCount
    guard bytes.count >= checksumStart + Self.checksumSize else { throw .truncated }
    guard bytes.count == checksumStart + Self.checksumSize else {
      throw .corrupt("bytes after the end of the entry")
    }
    var checksum = FNV1a64()
    checksum.combine(bytes[..<checksumStart])
    guard checksum.value == Self.integer(UInt64.self, in: bytes, at: checksumStart) else {
      throw .corrupt("checksum mismatch")
    }

    guard flags & ~Self.expiresFlag == 0 else { throw .corrupt("unknown flags \(flags)") }
    let scopeEnd = Self.headerSize + scopeCount
    let keyEnd = scopeEnd + keyCount
    guard let scopeText = String(validating: bytes[Self.headerSize..<scopeEnd], as: UTF8.self),
      let scope = CacheScope(validating: scopeText)
    else { throw .corrupt("malformed namespace") }
    guard let name = String(validating: bytes[scopeEnd..<keyEnd], as: UTF8.self) else {
      throw .corrupt("key is not UTF-8")
    }
    key = CacheKey(scope: scope, name: name)
    expiry =
      flags & Self.expiresFlag == 0
      ? nil : Date(timeIntervalSince1970: TimeInterval(milliseconds) / 1_000)
    payload = Data(bytes[keyEnd..<checksumStart])
  }

  /// The file's bytes.
  var encoded: Data {
    let scope = Array(key.scope.encoded.utf8)
    let name = Array(key.name.utf8)
    var bytes: [UInt8] = []
    bytes.reserveCapacity(
      Self.headerSize + scope.count + name.count + payload.count + Self.checksumSize
    )
    bytes.append(contentsOf: Self.magic)
    Self.append(UInt16(Self.formatVersion), to: &bytes)
    bytes.append(expiry == nil ? 0 : Self.expiresFlag)
    let milliseconds = expiry.map { ($0.timeIntervalSince1970 * 1_000).rounded(.up) } ?? 0
    // A time to live long enough to mean "forever" must not overflow the field.
    let representable = min(max(milliseconds, Double(Int64.min)), Double(Int64.max).nextDown)
    Self.append(Int64(representable), to: &bytes)
    Self.append(UInt32(scope.count), to: &bytes)
    Self.append(UInt32(name.count), to: &bytes)
    Self.append(UInt32(payload.count), to: &bytes)
    bytes.append(contentsOf: scope)
    bytes.append(contentsOf: name)
    bytes.append(contentsOf: payload)
    var checksum = FNV1a64()
    checksum.combine(bytes)
    Self.append(checksum.value, to: &bytes)
    return Data(bytes)
  }

  private static func append(_ value: some FixedWidthInteger, to bytes: inout [UInt8]) {
    withUnsafeBytes(of: value.bigEndian) { bytes.append(contentsOf: $0) }
  }

  private static func integer<T: FixedWidthInteger>(
    _ type: T.Type,
    in bytes: [UInt8],
    at offset: Int
  ) -> T {
    bytes[offset..<(offset + MemoryLayout<T>.size)].reduce(T.zero) { ($0 << 8) | T($1) }
  }
}
