/// One kind of link an application opens: a pattern of path segments and query items, and how a
/// matching link becomes a destination.
///
/// In a pattern, `{name}` in the path stands for any one segment, and `name={value}` in the
/// query names an item the link may have; other segments must be there as written.
///
/// A route declares a sample value for each of its names, so that tools can open it: `explore`
/// opens every route's sample link as a move.
///
/// ```swift
/// let routes: [DeepLinkRoute<Act2Destination>] = [
///   DeepLinkRoute("countries/{code}", samples: ["code": "DEU"]) { match in
///     .country(code: match["code"] ?? "")
///   },
///   DeepLinkRoute("search?q={query}", samples: ["query": "ger"]) { match in
///     .search(query: match["query"] ?? "")
///   },
/// ]
/// ```
public struct DeepLinkRoute<Destination>: Sendable {
  /// The pattern, such as `countries/{code}`.
  public let pattern: String

  /// A value for each name of the pattern, for the link tools open: ``sampleLink(scheme:)``.
  public let samples: [String: String]

  private let segments: [String]
  private let queryNames: [(item: String, name: String)]
  private let makeDestination: @Sendable (DeepLinkMatch) throws(DeepLinkError) -> Destination

  /// Creates a route.
  ///
  /// - Parameters:
  ///   - pattern: The path (and query) the route matches.
  ///   - samples: A value for each name of the pattern that leads somewhere, such as
  ///     `["code": "DEU"]`; a route without names needs none.
  ///   - destination: Turns a matching link into a destination; throws
  ///     ``DeepLinkMatch/invalid(_:because:)`` for a value it cannot show.
  public init(
    _ pattern: String,
    samples: [String: String] = [:],
    destination: @escaping @Sendable (DeepLinkMatch) throws(DeepLinkError) -> Destination
  ) {
    self.pattern = pattern
    self.samples = samples
    let parts = pattern.split(separator: "?", maxSplits: 1)
    segments = parts.first.map { $0.split(separator: "/").map(String.init) } ?? []
    queryNames =
      parts.count > 1
      ? parts[1].split(separator: "&").compactMap { item in
        let pair = item.split(separator: "=", maxSplits: 1).map(String.init)
        guard let name = pair.first else { return nil }
        return (name, pair.count > 1 ? Self.placeholder(pair[1]) ?? pair[1] : name)
      } : []
    makeDestination = destination
  }

  /// The route as help shows it, for a scheme: `atlas://countries/CODE`.
  ///
  /// - Parameter scheme: The application's scheme.
  /// - Returns: The usage.
  public func usage(scheme: String) -> String {
    let path = segments.map { Self.placeholder($0)?.uppercased() ?? $0 }.joined(separator: "/")
    let query = queryNames.map { "\($0.item)=\($0.name.uppercased())" }.joined(separator: "&")
    return "\(scheme)://\(path)\(query.isEmpty ? "" : "?\(query)")"
  }

  /// The route's link with its sample values, such as `atlas://countries/DEU`; `nil` when a
  /// name of its path has no sample. A query item without a sample is left out.
  ///
  /// - Parameter scheme: The application's scheme.
  /// - Returns: The link.
  public func sampleLink(scheme: String) -> String? {
    var path: [String] = []
    for segment in segments {
      if let name = Self.placeholder(segment) {
        guard let value = samples[name] else { return nil }
        path.append(Self.encoded(value))
      } else {
        path.append(segment)
      }
    }
    let query = queryNames.compactMap { item, name in
      samples[name].map { "\(item)=\(Self.encoded($0))" }
    }
    let tail = query.isEmpty ? "" : "?" + query.joined(separator: "&")
    return "\(scheme)://\(path.joined(separator: "/"))\(tail)"
  }

  /// A value as one path segment or query value: letters, digits and `-._~` as they are,
  /// every other byte percent-encoded.
  private static func encoded(_ value: String) -> String {
    var result = ""
    for byte in value.utf8 {
      let scalar = Unicode.Scalar(byte)
      if byte < 0x80,
        scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
          || "-._~".unicodeScalars.contains(scalar)
      {
        result.unicodeScalars.append(scalar)
      } else {
        let hex = String(byte, radix: 16, uppercase: true)
        result += "%" + (hex.count == 1 ? "0" : "") + hex
      }
    }
    return result
  }

  /// The destination of a link, or `nil` if the route does not match its path.
  func destination(for link: DeepLink) throws(DeepLinkError) -> Destination? {
    guard link.path.count == segments.count else { return nil }
    var values: [String: String] = [:]
    for (segment, part) in zip(segments, link.path) {
      if let name = Self.placeholder(segment) {
        values[name] = part
      } else if segment != part {
        return nil
      }
    }
    for (item, name) in queryNames {
      if let value = link.queryValue(item) {
        values[name] = value
      }
    }
    return try makeDestination(DeepLinkMatch(link: link, values: values))
  }

  /// The name in `{name}`, or `nil` for a literal segment.
  private static func placeholder(_ segment: some StringProtocol) -> String? {
    guard segment.count > 2, segment.first == "{", segment.last == "}" else { return nil }
    return String(segment.dropFirst().dropLast())
  }
}
