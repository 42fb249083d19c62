import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The few POSIX socket calls the loopback server makes, on plain file descriptors.
enum LoopbackSocket {
  #if canImport(Glibc)
    private static let streamType = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
  #else
    private static let streamType = SOCK_STREAM
  #endif

  /// A TCP socket bound to 127.0.0.1 on a port the system picks, listening when asked.
  ///
  /// A bound socket that does not listen holds its port while refusing every connection.
  static func bindLoopback(
    listening: Bool
  ) throws(LoopbackServerError) -> (descriptor: Int32, port: UInt16) {
    let descriptor = socket(AF_INET, streamType, 0)
    guard descriptor >= 0 else { throw LoopbackServerError(operation: "socket", code: errno) }
    ignoreBrokenPipes(on: descriptor)
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = 0
    address.sin_addr.s_addr = in_addr_t(0x7F00_0001).bigEndian  // 127.0.0.1
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, length) }
    }
    guard bound == 0 else { throw failure("bind", closing: descriptor) }
    guard !listening || listen(descriptor, 128) == 0 else {
      throw failure("listen", closing: descriptor)
    }
    let named = withUnsafeMutablePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        getsockname(descriptor, $0, &length)
      }
    }
    guard named == 0 else { throw failure("getsockname", closing: descriptor) }
    return (descriptor, UInt16(bigEndian: address.sin_port))
  }

  /// Waits for a connection; `nil` once the listener is shut down or fails.
  static func acceptConnection(on listener: Int32) -> Int32? {
    while true {
      let connection = accept(listener, nil, nil)
      if connection >= 0 {
        ignoreBrokenPipes(on: connection)
        return connection
      }
      guard errno == EINTR || errno == ECONNABORTED else { return nil }
    }
  }

  /// Reads what has arrived, waiting for some; `nil` at end of stream or on error.
  static func receiveBytes(from descriptor: Int32, maxCount: Int) -> [UInt8]? {
    var buffer = [UInt8](repeating: 0, count: maxCount)
    while true {
      let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, maxCount, 0) }
      if count > 0 {
        return Array(buffer.prefix(count))
      }
      guard count < 0, errno == EINTR else { return nil }
    }
  }

  /// Stops both directions, which wakes a thread blocked in `accept` or `recv` on it.
  static func shutDown(_ descriptor: Int32) {
    _ = shutdown(descriptor, Int32(SHUT_RDWR))
  }

  static func closeSocket(_ descriptor: Int32) {
    _ = close(descriptor)
  }

  /// Makes writing to a connection the peer has closed fail with `EPIPE` instead of raising
  /// `SIGPIPE`, which would end the test process. Linux gets the same from `MSG_NOSIGNAL`.
  private static func ignoreBrokenPipes(on descriptor: Int32) {
    #if canImport(Darwin)
      var one: Int32 = 1
      setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &one, socklen_t(MemoryLayout<Int32>.size))
    #endif
  }

  private static func failure(
    _ operation: String,
    closing descriptor: Int32
  ) -> LoopbackServerError {
    let error = LoopbackServerError(operation: operation, code: errno)
    _ = close(descriptor)
    return error
  }
}
