import Foundation

/// The target of an HTTP request line: a path and its query, encoded for the wire and parsed back.
///
/// Encoding and parsing live together so that the network and in-process transports, and any
/// server, agree on them byte for byte. A query name or value keeps only RFC 3986 unreserved
/// characters as they are; everything else, including space, `&`, `=`, `+` and non-ASCII
/// text, is percent-encoded as UTF-8. Parsing also reads `+` as a space, as HTML forms send it.
struct RequestTarget: Equatable {
  var path: String
  var queryItems: [URLQueryItem]
  /// The path as it goes on the wire when it was built from segments, each encoded whole;
  /// `nil` to encode ``path`` as a whole.
  var encodedPath: String?

  /// The target as it is written on the request line, such as `/suggest?q=S%C3%A3o%20Tom%C3%A9`.
  var encoded: String {
    let encodedPath = encodedPath ?? Self.percentEncoded(path, keeping: Self.pathCharacters)
    guard !queryItems.isEmpty else { return encodedPath }
    let pairs = queryItems.map { item in
      let name = Self.percentEncoded(item.name, keeping: Self.unreservedCharacters)
      guard let value = item.value else { return name }
      return name + "=" + Self.percentEncoded(value, keeping: Self.unreservedCharacters)
    }
    return encodedPath + "?" + pairs.joined(separator: "&")
  }

  init(path: String, queryItems: [URLQueryItem], encodedPath: String? = nil) {
    self.path = path
    self.queryItems = queryItems
    self.encodedPath = encodedPath
  }

  /// A path made of segments, each encoded whole: a `/`, `?`, `#` or `%` in one is encoded, and
  /// a segment that is `.` or `..` has its dots encoded, so that no value can reach another path.
  ///
  /// - Parameter segments: The segments, unencoded.
  /// - Returns: The path as it goes on the wire, starting with `/`.
  static func encodedPath(segments: [String]) -> String {
    var path = ""
    for segment in segments {
      path += "/"
      if segment == "." || segment == ".." {
        path += String(repeating: "%2E", count: segment.count)
      } else {
        path += percentEncoded(segment, keeping: segmentCharacters)
      }
    }
    return path.isEmpty ? "/" : path
  }

  /// Parses a request-line target; `nil` when it is not an absolute path or is badly encoded.
  init?(parsing target: String) {
    let parts = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
    guard let rawPath = parts.first, rawPath.hasPrefix("/"),
      let path = Self.percentDecoded(rawPath, plusIsSpace: false)
    else { return nil }
    var items: [URLQueryItem] = []
    if parts.count == 2 {
      for pair in parts[1].split(separator: "&") {
        let nameAndValue = pair.split(
          separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        guard let name = Self.percentDecoded(nameAndValue[0], plusIsSpace: true) else { return nil }
        var value: String?
        if nameAndValue.count == 2 {
          guard let decoded = Self.percentDecoded(nameAndValue[1], plusIsSpace: true) else {
            return nil
          }
          value = decoded
        }
        items.append(URLQueryItem(name: name, value: value))
      }
    }
    self.init(path: path, queryItems: items)
    // A path that decoding would change the meaning of (a `%2F` inside a segment, encoded
    // dots) is kept as it came, so that the target reads back as it was sent.
    if Self.percentEncoded(path, keeping: Self.pathCharacters) != rawPath {
      encodedPath = String(rawPath)
    }
  }

  // MARK: - Percent encoding

  private static let unreservedCharacters: Set<UInt8> = Set(
    Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~".utf8)
  )

  /// Characters a path segment may carry as they are; `?`, `#` and `%` are always encoded.
  private static let pathCharacters: Set<UInt8> = unreservedCharacters.union("/!$&'()*+,;=:@".utf8)

  /// Characters one segment may carry as they are: those of a path but `/`.
  private static let segmentCharacters: Set<UInt8> = unreservedCharacters.union(
    "!$&'()*+,;=:@".utf8)

  private static func percentEncoded(_ text: String, keeping allowed: Set<UInt8>) -> String {
    var encoded = ""
    encoded.reserveCapacity(text.utf8.count)
    for byte in text.utf8 {
      if allowed.contains(byte) {
        encoded.unicodeScalars.append(Unicode.Scalar(byte))
      } else {
        encoded += "%" + hexDigits[Int(byte >> 4)] + hexDigits[Int(byte & 0x0F)]
      }
    }
    return encoded
  }

  private static let hexDigits = "0123456789ABCDEF".map(String.init)

  private static func percentDecoded(_ text: Substring, plusIsSpace: Bool) -> String? {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count)
    var iterator = text.utf8.makeIterator()
    while let byte = iterator.next() {
      switch byte {
      case UInt8(ascii: "%"):
        guard let high = iterator.next().flatMap(hexValue),
          let low = iterator.next().flatMap(hexValue)
        else { return nil }
        bytes.append(high << 4 | low)
      case UInt8(ascii: "+") where plusIsSpace:
        bytes.append(UInt8(ascii: " "))
      default:
        bytes.append(byte)
      }
    }
    return String(validating: bytes, as: UTF8.self)
  }

  private static func hexValue(_ digit: UInt8) -> UInt8? {
    switch digit {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): digit - UInt8(ascii: "0")
    case UInt8(ascii: "A")...UInt8(ascii: "F"): digit - UInt8(ascii: "A") + 10
    case UInt8(ascii: "a")...UInt8(ascii: "f"): digit - UInt8(ascii: "a") + 10
    default: nil
    }
  }
}
