/// The links an application opens: its scheme and its routes, tried in order.
///
/// ```swift
/// enum AtlasLinks {
///   static let router = DeepLinkRouter<Act2Destination>(
///     scheme: "atlas",
///     routes: [
///       DeepLinkRoute("search?q={query}") { .search(query: $0["query"] ?? "") },
///       DeepLinkRoute("countries/{code}") { .country(code: $0["code"] ?? "") },
///       DeepLinkRoute("favorites") { _ in .favorites },
///     ])
/// }
/// ```
public struct DeepLinkRouter<Destination>: Sendable {
  /// The scheme every link starts with, such as `atlas`.
  public let scheme: String
  /// The routes, tried in order.
  public let routes: [DeepLinkRoute<Destination>]

  /// Creates a router.
  ///
  /// - Parameters:
  ///   - scheme: The scheme every link starts with.
  ///   - routes: The routes, tried in order.
  public init(scheme: String, routes: [DeepLinkRoute<Destination>]) {
    self.scheme = scheme.lowercased()
    self.routes = routes
  }

  /// Every route as help shows it, such as `atlas://countries/CODE`.
  public var usage: [String] {
    routes.map { $0.usage(scheme: scheme) }
  }

  /// Every route's link with its sample values, for tools that open each route, such as
  /// `atlas://countries/DEU`; a route missing a sample for a name of its path is left out.
  public var sampleLinks: [String] {
    routes.compactMap { $0.sampleLink(scheme: scheme) }
  }

  /// Where a link leads.
  ///
  /// - Parameter text: The link.
  /// - Returns: The destination of the first route that matches it.
  /// - Throws: A ``DeepLinkError`` saying why the link leads nowhere.
  public func destination(for text: String) throws(DeepLinkError) -> Destination {
    let link = try DeepLink(text)
    guard link.scheme == scheme else {
      throw .wrongScheme(link: text, expected: scheme)
    }
    for route in routes {
      if let destination = try route.destination(for: link) {
        return destination
      }
    }
    throw .noRoute(link: text, routes: usage)
  }
}
