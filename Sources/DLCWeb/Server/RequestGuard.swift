/// The checks that keep other sites out: a request must name this server in its `Host` header
/// (so a rebound DNS name of an attacker's reaches nothing), and a request that changes state
/// must come from the page's own origin.
struct RequestGuard: Sendable {
  /// The address the server is bound to.
  var host: String
  /// The port it listens on.
  var port: Int
  /// More host names a request may give, such as the name a reverse proxy forwards.
  var allowedHosts: [String]

  /// The `Host` values accepted, in lower case.
  private var names: Set<String> {
    let local = ListeningAddress(host: host)?.localNames ?? [host.lowercased()]
    return Set(local.map { "\($0):\(port)" })
  }

  /// Whether the `Host` header names this server or an allowed host.
  ///
  /// - Parameter header: The header's value, or `nil` when there is none.
  /// - Returns: `false` for any other name, which the server refuses with 421.
  func acceptsHost(_ header: String?) -> Bool {
    guard let header = header?.lowercased(), !header.isEmpty else { return false }
    if names.contains(header) {
      return true
    }
    let name = Self.hostName(of: header)
    return allowedHosts.contains { allowed in
      let allowed = allowed.lowercased()
      return allowed == header || allowed == name
    }
  }

  /// Whether `Origin` is the page's own: the same host the request was sent to.
  ///
  /// - Parameter request: A request whose `Host` was accepted.
  /// - Returns: `false` without `Origin` or with another one.
  func isSameOrigin(_ request: HTTPRequest) -> Bool {
    guard let origin = request.header("origin")?.lowercased(),
      let host = request.header("host")?.lowercased()
    else { return false }
    return origin == "http://\(host)" || origin == "https://\(host)"
  }

  /// A `Host` value without its port.
  private static func hostName(of header: String) -> String {
    if header.hasPrefix("["), let close = header.firstIndex(of: "]") {
      return String(header[...close])
    }
    return String(header.split(separator: ":", maxSplits: 1).first ?? "")
  }
}
