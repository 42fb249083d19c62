/// Why a ``SceneServer`` cannot start.
public enum SceneServerError: Error, Equatable, CustomStringConvertible {
  /// The host is neither an IPv4 nor an IPv6 address (nor `localhost`).
  case invalidHost(String)
  /// The port is not from 0 to 65535.
  case invalidPort(Int)
  /// The system refused to listen, for the reason given.
  case cannotListen(String)

  /// The reason, as a person reads it.
  public var description: String {
    switch self {
    case .invalidHost(let host):
      "cannot bind '\(host)': give an IP address such as 127.0.0.1, 0.0.0.0, ::1 or ::"
    case .invalidPort(let port):
      "the port must be from 0 to 65535, not \(port)"
    case .cannotListen(let reason):
      "cannot listen on \(reason)"
    }
  }
}
