/// A link a route matched, with the values its pattern names: a path segment's, such as
/// `code` in `countries/{code}`, or a query item's, such as `q` in `search?q={query}`.
public struct DeepLinkMatch: Sendable {
  /// The link.
  public let link: DeepLink

  let values: [String: String]

  /// The value a pattern names; a path's is always there, a query item's only if the link has
  /// the item.
  ///
  /// - Parameter name: The name in braces in the pattern.
  public subscript(_ name: String) -> String? {
    values[name]
  }

  /// Fails the link with a reason, as a route does with a value it cannot show.
  ///
  /// - Parameters:
  ///   - name: What the value is, such as "country code".
  ///   - reason: Why it cannot be shown.
  /// - Returns: The error to throw.
  public func invalid(_ name: String, because reason: String) -> DeepLinkError {
    .invalidValue(link: link.text, name: name, reason: reason)
  }
}
