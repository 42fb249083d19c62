#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An address a server binds, IPv4 or IPv6, read from what a person gives `--host`:
/// `127.0.0.1`, `0.0.0.0`, `localhost`, `::1`, `::` or any literal of either family, an IPv6
/// one with or without brackets.
struct ListeningAddress {
  private enum Literal {
    case v4(in_addr)
    case v6(in6_addr)
  }

  private let literal: Literal

  /// The host as a URL and a `Host` header name it: an IPv6 literal in brackets.
  let urlHost: String

  /// Reads a host; `nil` for a name other than `localhost`, or text that is no address.
  ///
  /// - Parameter host: The host as given.
  init?(host: String) {
    // Brackets hold only an IPv6 literal, as in a URL.
    let isBracketed = host.hasPrefix("[") && host.hasSuffix("]")
    let bare = isBracketed ? String(host.dropFirst().dropLast()) : host
    var v4 = in_addr()
    var v6 = in6_addr()
    if !isBracketed, bare == "localhost" || inet_pton(AF_INET, bare, &v4) == 1 {
      if bare == "localhost" {
        inet_pton(AF_INET, "127.0.0.1", &v4)
      }
      literal = .v4(v4)
      urlHost = bare
    } else if inet_pton(AF_INET6, bare, &v6) == 1 {
      literal = .v6(v6)
      urlHost = "[\(bare)]"
    } else {
      return nil
    }
  }

  /// Whether only this machine reaches the address: `127.0.0.0/8` or `::1`.
  var isLoopback: Bool {
    switch literal {
    case .v4(let address): UInt32(bigEndian: address.s_addr) >> 24 == 127
    case .v6: urlHost == "[::1]"
    }
  }

  /// The host a browser on this machine opens: the family's loopback address for the
  /// unspecified one (`0.0.0.0`, `::`), which no browser can open.
  var browserHost: String {
    switch urlHost {
    case "0.0.0.0": "127.0.0.1"
    case "[::]": "[::1]"
    default: urlHost
    }
  }

  /// The names, with no port, that mean this machine's server in a `Host` header: the bound
  /// address, and `localhost` and the loopback addresses where the address takes their
  /// connections (an unspecified IPv6 address takes IPv4 ones too).
  var localNames: Set<String> {
    switch urlHost {
    case "127.0.0.1", "localhost", "0.0.0.0": ["127.0.0.1", "localhost"]
    case "[::1]": ["[::1]", "localhost"]
    case "[::]": ["[::1]", "127.0.0.1", "localhost"]
    default: [urlHost.lowercased()]
    }
  }

  /// The socket domain of the address's family: `AF_INET` or `AF_INET6`.
  var domain: Int32 {
    switch literal {
    case .v4: AF_INET
    case .v6: AF_INET6
    }
  }

  /// Binds a socket of ``domain`` to the address and a port.
  ///
  /// - Parameters:
  ///   - socket: The socket.
  ///   - port: The port, or 0 for any free one.
  /// - Returns: What `bind` returns: 0 once bound.
  func bind(_ socket: Int32, port: Int) -> Int32 {
    let networkPort = in_port_t(UInt16(port).bigEndian)
    switch literal {
    case .v4(let address):
      var socketAddress = sockaddr_in(
        sin_family: sa_family_t(AF_INET), sin_port: networkPort, sin_addr: address,
        sin_zero: (0, 0, 0, 0, 0, 0, 0, 0))
      return Self.bind(socket, to: &socketAddress)
    case .v6(let address):
      var socketAddress = sockaddr_in6(
        sin6_family: sa_family_t(AF_INET6), sin6_port: networkPort, sin6_flowinfo: 0,
        sin6_addr: address, sin6_scope_id: 0)
      return Self.bind(socket, to: &socketAddress)
    }
  }

  /// The port a bound socket listens on, the one the system picked for port 0.
  ///
  /// - Parameter socket: A bound socket of either family.
  /// - Returns: The port.
  static func boundPort(of socket: Int32) -> Int {
    // Both families keep the port at the same place, right after the family.
    var storage = sockaddr_storage()
    var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
    _ = withUnsafeMutablePointer(to: &storage) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(socket, $0, &length) }
    }
    return withUnsafePointer(to: &storage) {
      $0.withMemoryRebound(to: sockaddr_in.self, capacity: 1) {
        Int(UInt16(bigEndian: $0.pointee.sin_port))
      }
    }
  }

  private static func bind<Address>(_ socket: Int32, to address: inout Address) -> Int32 {
    withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        Glibc.bind(socket, $0, socklen_t(MemoryLayout<Address>.size))
      }
    }
  }
}
