/// A link into an application, such as `atlas://countries/DEU` or `atlas://search?q=ger`,
/// parsed and checked: its scheme, its path's segments and its query's items, percent-decoded.
///
/// The part after `://` is all path: `atlas://countries/DEU` has the segments `countries` and
/// `DEU`. A query item's `+` reads as a space. A fragment (`#…`) is not allowed.
public struct DeepLink: Sendable, Equatable, CustomStringConvertible {
  /// The longest link read, in bytes of UTF-8; links are typed and pasted, never documents.
  public static let maximumLength = 2_048

  /// The link as given.
  public let text: String
  /// The scheme, lowercased, such as `atlas`.
  public let scheme: String
  /// The path's segments, decoded, such as `["countries", "DEU"]`.
  public let path: [String]
  /// The query's items in order, decoded, such as `[("q", "ger")]`.
  public let queryItems: [QueryItem]

  /// One `name=value` item of a link's query.
  public struct QueryItem: Sendable, Equatable {
    /// The item's name.
    public var name: String
    /// The item's value; empty for an item written without `=`.
    public var value: String

    /// Creates an item.
    ///
    /// - Parameters:
    ///   - name: The item's name.
    ///   - value: The item's value.
    public init(name: String, value: String) {
      self.name = name
      self.value = value
    }
  }

  /// Parses a link.
  ///
  /// - Parameter text: The link, such as `atlas://countries/DEU`.
  /// - Throws: ``DeepLinkError/malformed(link:reason:)`` saying what is wrong with it.
  public init(_ text: String) throws(DeepLinkError) {
    func malformed(_ reason: String) -> DeepLinkError {
      .malformed(link: text, reason: reason)
    }
    guard text.utf8.count <= Self.maximumLength else {
      throw malformed("it is longer than \(Self.maximumLength) bytes")
    }
    if let bad = text.unicodeScalars.first(where: Self.mustBeEscaped) {
      let escaped = bad.utf8.map { byte in
        let digits = String(byte, radix: 16, uppercase: true)
        return "%" + (digits.count == 1 ? "0" + digits : digits)
      }.joined()
      throw malformed(
        "it contains \(bad == " " ? "a space" : "'\(bad.escaped(asASCII: true))'"); "
          + "write it as \(escaped)")
    }
    // Every delimiter is ASCII, so the link is split byte by byte: a combining mark after a
    // delimiter cannot hide it, as it would in a split by characters.
    let bytes = Array(text.utf8)
    guard let separator = Self.firstIndex(of: Array("://".utf8), in: bytes) else {
      // A scheme is written before a ':' with nothing but scheme characters before it.
      let beforeColon = bytes.firstIndex(of: UInt8(ascii: ":")).map { bytes[..<$0] }
      let hasScheme =
        beforeColon.map { scheme in
          scheme.first.map { UInt8(ascii: "a")...UInt8(ascii: "z") ~= $0 | 0x20 } ?? false
            && scheme.allSatisfy { byte in
              UInt8(ascii: "a")...UInt8(ascii: "z") ~= byte | 0x20
                || UInt8(ascii: "0")...UInt8(ascii: "9") ~= byte || "+-.".utf8.contains(byte)
            }
        } ?? false
      let problem = hasScheme ? "it has no '://' after its scheme" : "it has no scheme"
      throw malformed("\(problem); links look like 'app://path?name=value'")
    }
    let scheme = String(decoding: bytes[..<separator], as: UTF8.self)
    guard let first = scheme.first, first.isASCII, first.isLetter,
      scheme.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) })
    else {
      throw malformed("'\(DeepLinkError.quote(scheme))' is not a scheme")
    }
    let rest = bytes[(separator + 3)...]
    guard !rest.contains(UInt8(ascii: "#")) else {
      throw malformed("it has a fragment ('#'), which links to scenes cannot have")
    }
    let parts = rest.split(
      separator: UInt8(ascii: "?"), maxSplits: 1, omittingEmptySubsequences: false)
    var segments = parts[0].split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
    if segments.count > 1, segments.last?.isEmpty == true {
      segments.removeLast()  // A trailing slash, as in app://items/.
    }
    if segments.count == 1, segments[0].isEmpty {
      segments = []  // No path at all, as in app://.
    }
    var path: [String] = []
    for segment in segments {
      guard !segment.isEmpty else {
        throw malformed("it has an empty path segment ('//')")
      }
      path.append(try Self.decode(segment, in: text, plusIsSpace: false))
    }
    var items: [QueryItem] = []
    if parts.count > 1 {
      for item in parts[1].split(separator: UInt8(ascii: "&")) {
        let pair = item.split(
          separator: UInt8(ascii: "="), maxSplits: 1, omittingEmptySubsequences: false)
        let name = try Self.decode(pair[0], in: text, plusIsSpace: true)
        guard !name.isEmpty else {
          throw malformed("a query item has no name")
        }
        let value = pair.count > 1 ? try Self.decode(pair[1], in: text, plusIsSpace: true) : ""
        items.append(QueryItem(name: name, value: value))
      }
    }
    self.text = text
    self.scheme = scheme.lowercased()
    self.path = path
    self.queryItems = items
  }

  /// Whether a character must be written as an escape: blanks, controls, and invisible
  /// formatting such as a change of writing direction.
  private static func mustBeEscaped(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.isWhitespace || scalar.properties.generalCategory == .control
      || scalar.properties.generalCategory == .format
  }

  /// Where a run of bytes first starts in a longer one, if anywhere.
  private static func firstIndex(of needle: [UInt8], in bytes: [UInt8]) -> Int? {
    guard bytes.count >= needle.count else { return nil }
    return (0...(bytes.count - needle.count)).first {
      bytes[$0..<($0 + needle.count)].elementsEqual(needle)
    }
  }

  /// The link as given.
  public var description: String { text }

  /// The value of the first query item of a name, if any.
  ///
  /// - Parameter name: The item's name.
  /// - Returns: Its decoded value.
  public func queryValue(_ name: String) -> String? {
    queryItems.first { $0.name == name }?.value
  }

  /// Decodes `%XX` escapes (and `+` in a query) into the UTF-8 text they spell.
  private static func decode(
    _ part: ArraySlice<UInt8>, in link: String, plusIsSpace: Bool
  ) throws(DeepLinkError) -> String {
    var bytes: [UInt8] = []
    var iterator = part.makeIterator()
    while let byte = iterator.next() {
      switch byte {
      case UInt8(ascii: "%"):
        guard let high = iterator.next().flatMap(\.hexDigitValue),
          let low = iterator.next().flatMap(\.hexDigitValue)
        else {
          throw .malformed(link: link, reason: "'%' must be followed by two hexadecimal digits")
        }
        bytes.append(high << 4 | low)
      case UInt8(ascii: "+") where plusIsSpace:
        bytes.append(UInt8(ascii: " "))
      default:
        bytes.append(byte)
      }
    }
    guard let text = String(validating: bytes, as: UTF8.self) else {
      throw .malformed(link: link, reason: "its escapes do not spell UTF-8 text")
    }
    guard !text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
    else {
      throw .malformed(link: link, reason: "its escapes spell a control character")
    }
    return text
  }
}
