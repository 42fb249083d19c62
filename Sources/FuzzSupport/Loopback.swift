#if canImport(Glibc)
  import Glibc
#endif

/// The loopback interface, where the tools that drive a server started beside them reach it.
package enum Loopback {
  /// Connects a TCP socket to a port of 127.0.0.1.
  ///
  /// - Parameters:
  ///   - socket: The socket, blocking or not.
  ///   - port: The server's port.
  /// - Returns: What `connect` returned: 0, or -1 with `errno` set (`EINPROGRESS` for a socket
  ///   that does not block).
  package static func connect(_ socket: Int32, toPort port: Int) -> Int32 {
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    address.sin_addr.s_addr = UInt32(0x7f00_0001).bigEndian
    return withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        Glibc.connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
  }

  /// Sends every byte, going on after an interrupted call; a peer that has gone raises no
  /// SIGPIPE.
  ///
  /// - Parameters:
  ///   - bytes: What to send.
  ///   - socket: A connected, blocking socket.
  /// - Returns: Whether every byte was sent: `false` once the peer has closed its side.
  @discardableResult
  package static func send(_ bytes: [UInt8], on socket: Int32) -> Bool {
    var sent = 0
    while sent < bytes.count {
      let count = bytes.withUnsafeBytes { buffer in
        guard let base = buffer.baseAddress else { return 0 }
        return Glibc.send(socket, base + sent, buffer.count - sent, Int32(MSG_NOSIGNAL))
      }
      if count > 0 {
        sent += count
      } else if count < 0, errno == EINTR {
        continue
      } else {
        return false
      }
    }
    return true
  }
}
