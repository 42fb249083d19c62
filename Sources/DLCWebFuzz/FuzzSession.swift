import Foundation
import FuzzSupport

#if canImport(Glibc)
  import Glibc
#endif

/// The fuzzer's own session on the server, which its well-formed inputs use: the port, the
/// cookie and the token the page carries.
struct FuzzSession: Sendable, Equatable {
  /// The server's port on 127.0.0.1.
  var port: Int
  /// The session cookie's value.
  var cookie: String
  /// The page's CSRF token.
  var token: String

  /// The `Host` header's value this server answers to.
  var host: String { "127.0.0.1:\(port)" }

  /// The session cookie's name, the server's port's own.
  var cookieName: String { "dlc-session-\(port)" }

  /// The `Cookie` header field naming the session, its line end included.
  var cookieLine: String { "Cookie: \(cookieName)=\(cookie)\r\n" }
}

extension FuzzSession {
  /// Loads the page once, as a browser does, for a cookie and a token.
  ///
  /// - Parameter port: The server's port on 127.0.0.1.
  /// - Returns: The session, or `nil` when the page brought no cookie or token.
  static func open(port: Int) -> FuzzSession? {
    guard let socket = FuzzExchange.connected(to: port) else { return nil }
    defer { close(socket) }
    let request = "GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n"
    guard Loopback.send(Array(request.utf8), on: socket) else { return nil }
    var received: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 16 * 1_024)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(socket, $0.baseAddress, $0.count) }
      guard count > 0 else { break }
      received.append(contentsOf: chunk[0..<count])
    }
    let text = String(decoding: received, as: UTF8.self)
    guard let cookie = value(in: text, after: "dlc-session-\(port)=", until: ";"),
      let token = value(in: text, after: "<meta name=\"dlc-token\" content=\"", until: "\"")
    else { return nil }
    return FuzzSession(port: port, cookie: cookie, token: token)
  }

  private static func value(in text: String, after start: String, until end: Character)
    -> String?
  {
    guard let range = text.range(of: start) else { return nil }
    let value = text[range.upperBound...].prefix { $0 != end }
    return value.isEmpty ? nil : String(value)
  }
}
