/// How a ``SceneServer`` listens and how many sessions it keeps.
public struct SceneServerConfiguration: Sendable, Equatable {
  /// The IPv4 or IPv6 address to bind: `127.0.0.1` (the default) or `::1` serves this machine
  /// only; `0.0.0.0` or `::` every network the machine is on.
  public var host: String
  /// The port to listen on; 0 (the default) picks a free one.
  public var port: Int
  /// The most sessions at once; beyond them a new browser takes the place of the session idle
  /// longest whose person never crossed into another act (never signed in), and gets a 503
  /// page only when every session is a signed-in person's.
  public var maximumSessions: Int
  /// How long a session may go without a request from its browser before it ends.
  public var idleTimeout: Duration
  /// Host names besides the bound address that requests may name in `Host`, such as the name
  /// a reverse proxy forwards.
  public var allowedHosts: [String]
  /// A link every new session opens once the application has started, or `nil`.
  public var link: String?

  /// Creates a configuration.
  ///
  /// - Parameters:
  ///   - host: The IPv4 or IPv6 address to bind.
  ///   - port: The port, or 0 for a free one.
  ///   - maximumSessions: The most sessions at once.
  ///   - idleTimeout: How long a session may be idle.
  ///   - allowedHosts: More names requests may give in `Host`.
  ///   - link: A link every new session opens.
  public init(
    host: String = "127.0.0.1",
    port: Int = 0,
    maximumSessions: Int = 1_000,
    idleTimeout: Duration = .seconds(30 * 60),
    allowedHosts: [String] = [],
    link: String? = nil
  ) {
    self.host = host
    self.port = port
    self.maximumSessions = maximumSessions
    self.idleTimeout = idleTimeout
    self.allowedHosts = allowedHosts
    self.link = link
  }

  /// Whether the server is reachable only from this machine.
  public var isLoopback: Bool {
    ListeningAddress(host: host)?.isLoopback ?? false
  }
}
