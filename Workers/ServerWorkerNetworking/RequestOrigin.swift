import Foundation

/// The origin of a URL as the web defines it: scheme, host and port, the port filled in from the
/// scheme when the URL leaves it out.
///
/// Two URLs may share credentials only when their origins are equal.
struct RequestOrigin: Equatable {
  let scheme: String
  let host: String
  let port: Int

  /// The origin of an absolute URL, or `nil` when it has no scheme, no host, or no port known
  /// for its scheme.
  init?(_ url: URL) {
    guard let scheme = url.scheme?.lowercased(), let host = url.host?.lowercased(), !host.isEmpty
    else { return nil }
    let defaultPort: Int? =
      switch scheme {
      case "http": 80
      case "https": 443
      default: nil
      }
    guard let port = url.port ?? defaultPort else { return nil }
    self.scheme = scheme
    self.host = host
    self.port = port
  }
}
