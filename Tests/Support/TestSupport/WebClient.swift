import Foundation
import Synchronization
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// One connection to a server on this machine, spoken to in raw bytes, as a browser or an
/// attacker would; every read gives up after a minute, so that no test hangs.
public final class WebClient: Sendable {
  /// A response as read off the connection.
  public struct Response: Sendable {
    /// The status code.
    public var status: Int
    /// The header fields, in order.
    public var headers: [(name: String, value: String)]
    /// The body, as text.
    public var body: String

    /// The value of the first header field of that name, in any case.
    public func header(_ name: String) -> String? {
      headers.first { $0.name.lowercased() == name.lowercased() }?.value
    }
  }

  /// The connection's socket.
  public let socket: Int32

  /// Connects.
  ///
  /// - Parameters:
  ///   - port: The server's port.
  ///   - address: The server's address: an IPv4 literal, or an IPv6 one such as `::1`.
  /// - Throws: A failed expectation when nothing listens there.
  public init(port: Int, address: String = "127.0.0.1") throws {
    let isV6 = address.contains(":")
    let socket = Glibc.socket(isV6 ? AF_INET6 : AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    let connected: Int32
    if isV6 {
      var v6 = sockaddr_in6()
      v6.sin6_family = sa_family_t(AF_INET6)
      v6.sin6_port = in_port_t(UInt16(port).bigEndian)
      inet_pton(AF_INET6, address, &v6.sin6_addr)
      connected = Self.connect(socket, to: &v6)
    } else {
      var v4 = sockaddr_in()
      v4.sin_family = sa_family_t(AF_INET)
      v4.sin_port = in_port_t(UInt16(port).bigEndian)
      inet_pton(AF_INET, address, &v4.sin_addr)
      connected = Self.connect(socket, to: &v4)
    }
    try #require(connected == 0, "cannot connect to \(address) port \(port)")
    var timeout = timeval(tv_sec: 60, tv_usec: 0)
    setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    self.socket = socket
  }

  deinit {
    close(socket)
  }

  /// Whether this machine has an IPv6 loopback address a server can bind; some containers
  /// have none.
  public static let hasIPv6Loopback: Bool = {
    let probe = Glibc.socket(AF_INET6, Int32(SOCK_STREAM.rawValue), 0)
    guard probe >= 0 else { return false }
    defer { close(probe) }
    var address = sockaddr_in6()
    address.sin6_family = sa_family_t(AF_INET6)
    address.sin6_addr = in6addr_loopback
    return withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(probe, $0, socklen_t(MemoryLayout<sockaddr_in6>.size)) == 0
      }
    }
  }()

  private static func connect<Address>(_ socket: Int32, to address: inout Address) -> Int32 {
    withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        Glibc.connect(socket, $0, socklen_t(MemoryLayout<Address>.size))
      }
    }
  }

  /// Sends bytes as they are.
  public func send(_ text: String) {
    send(Array(text.utf8))
  }

  /// Sends bytes as they are.
  public func send(_ bytes: [UInt8]) {
    var offset = 0
    while offset < bytes.count {
      let count = bytes[offset...].withUnsafeBytes {
        Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
      }
      guard count > 0 else { return }
      offset += count
    }
  }

  /// Reads until the connection closes or the read times out.
  ///
  /// - Returns: What was read, and whether the server closed the connection.
  public func readToEnd() async -> (text: String, closed: Bool) {
    await Self.onThread { [self] in
      var bytes: [UInt8] = []
      var chunk = [UInt8](repeating: 0, count: 65_536)
      while true {
        let count = recv(socket, &chunk, chunk.count, 0)
        if count > 0 {
          bytes += chunk[0..<count]
          continue
        }
        if count < 0, errno == EINTR {
          continue
        }
        return (String(decoding: bytes, as: UTF8.self), count == 0)
      }
    }
  }

  /// Runs blocking work on a thread of its own: a test's reads must not hold the threads that
  /// run the other tests (and the server's tasks) while they wait.
  private static func onThread<Value: Sendable>(
    _ work: @escaping @Sendable () -> Value
  ) async -> Value {
    await withCheckedContinuation { continuation in
      let thread = Thread { continuation.resume(returning: work()) }
      thread.start()
    }
  }

  private let pending = Mutex<[UInt8]>([])

  /// Reads bytes until `done` says the text so far is complete, or the limit has passed: a
  /// server that never sends what a test waits for fails the test rather than hanging it.
  public func read(
    until done: @Sendable @escaping (String) -> Bool, limit: Duration = .seconds(60)
  ) async -> String {
    await Self.onThread { [self] in
      var chunk = [UInt8](repeating: 0, count: 65_536)
      let deadline = ContinuousClock.now.advanced(by: limit)
      while true {
        let text = pending.withLock { String(decoding: $0, as: UTF8.self) }
        if done(text) || ContinuousClock.now >= deadline {
          return text
        }
        var ready = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
        // Nothing yet, or a signal: look at the clock again before waiting on.
        guard poll(&ready, 1, 200) > 0 else { continue }
        let count = recv(socket, &chunk, chunk.count, 0)
        if count < 0, errno == EINTR {
          continue
        }
        guard count > 0 else { return text }
        pending.withLock { $0 += chunk[0..<count] }
      }
    }
  }

  /// Sends a request and reads its response.
  public func request(
    _ method: String, _ target: String, host: String, headers: [(String, String)] = [],
    body: String = ""
  ) async -> Response? {
    var text = "\(method) \(target) HTTP/1.1\r\nHost: \(host)\r\n"
    for (name, value) in headers {
      text += "\(name): \(value)\r\n"
    }
    if !body.isEmpty || method == "POST" {
      text += "Content-Length: \(body.utf8.count)\r\n"
    }
    send(text + "\r\n" + body)
    let raw = await read { Self.isCompleteResponse($0) }
    pending.withLock { $0 = [] }
    return Self.parse(raw)
  }

  /// Reads server-sent events until one satisfies `matches`.
  ///
  /// - Returns: The data of that event, or `nil` when the stream ended first.
  public func event(where matches: @Sendable @escaping (String) -> Bool) async -> String? {
    let text = await read { text in Self.events(in: text).contains(where: matches) }
    return Self.events(in: text).first(where: matches)
  }

  /// The events of a server-sent event stream read so far, each as its text.
  public static func events(in text: String) -> [String] {
    // The stream's head ends in CR LF CR LF; its events are separated by blank lines of LF.
    guard let head = text.range(of: "\r\n\r\n") else { return [] }
    return text[head.upperBound...].components(separatedBy: "\n\n").compactMap { block in
      block.components(separatedBy: "\n").first { $0.hasPrefix("data: ") }.map {
        String($0.dropFirst(6))
      }
    }
  }

  private static func isCompleteResponse(_ text: String) -> Bool {
    guard let end = text.range(of: "\r\n\r\n") else { return false }
    guard let response = parse(String(text[..<end.upperBound])) else { return false }
    let length = Int(response.header("Content-Length") ?? "0") ?? 0
    return text[end.upperBound...].utf8.count >= length
  }

  private static func parse(_ text: String) -> Response? {
    guard let end = text.range(of: "\r\n\r\n") else { return nil }
    let lines = text[..<end.lowerBound].components(separatedBy: "\r\n")
    let parts = lines.first?.split(separator: " ") ?? []
    guard parts.count >= 2, let status = Int(parts[1]) else { return nil }
    let headers = lines.dropFirst().compactMap { line -> (name: String, value: String)? in
      guard let colon = line.firstIndex(of: ":") else { return nil }
      return (
        String(line[..<colon]),
        String(line[line.index(after: colon)...]).trimmingCharacters(in: .whitespaces)
      )
    }
    return Response(status: status, headers: headers, body: String(text[end.upperBound...]))
  }
}
