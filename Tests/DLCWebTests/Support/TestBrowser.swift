import Foundation
import TestSupport
import Testing

/// A browser as the server sees one: it keeps the session cookie and the page's token, and
/// sends inputs from the page's origin unless told otherwise.
struct TestBrowser {
  let port: Int
  var cookie: String?
  var token: String?

  init(port: Int) {
    self.port = port
  }

  var host: String { "127.0.0.1:\(port)" }
  var origin: String { "http://\(host)" }

  /// The session cookie's name: the server's port's own.
  var cookieName: String { "dlc-session-\(port)" }

  private var cookieHeader: [(String, String)] {
    cookie.map { [("Cookie", "\(cookieName)=\($0)")] } ?? []
  }

  /// Keeps the session a response's `Set-Cookie` names, if it names one.
  mutating func keepCookie(of response: WebClient.Response) {
    if let set = response.header("Set-Cookie"),
      let value = set.split(separator: ";").first?.split(separator: "=").last
    {
      cookie = String(value)
    }
  }

  /// Loads a page, keeping any cookie it sets and the token it carries.
  mutating func load(_ target: String = "/") async throws -> WebClient.Response {
    let client = try WebClient(port: port)
    let response = try #require(
      await client.request("GET", target, host: host, headers: cookieHeader))
    keepCookie(of: response)
    if let range = response.body.range(of: "<meta name=\"dlc-token\" content=\"") {
      token = String(response.body[range.upperBound...].prefix(32))
    }
    return response
  }

  /// Sends one input as the page does.
  func input(
    _ command: String, origin: String? = nil, token: String? = nil, host: String? = nil
  ) async throws -> WebClient.Response {
    let client = try WebClient(port: port)
    let body = String(
      decoding: try JSONSerialization.data(withJSONObject: ["command": command]), as: UTF8.self)
    var headers = cookieHeader + [("Content-Type", "application/json")]
    headers.append(("Origin", origin ?? self.origin))
    if let token = token ?? self.token {
      headers.append(("X-DLC-Token", token))
    }
    return try #require(
      await client.request("POST", "/input", host: host ?? self.host, headers: headers, body: body))
  }

  /// Asks for the screen.
  func screen() async throws -> WebClient.Response {
    let client = try WebClient(port: port)
    return try #require(await client.request("GET", "/screen", host: host, headers: cookieHeader))
  }

  /// Opens the stream of events; read it with ``WebClient/event(where:)``.
  func events() throws -> WebClient {
    let client = try WebClient(port: port)
    var text = "GET /events HTTP/1.1\r\nHost: \(host)\r\n"
    if let cookie {
      text += "Cookie: \(cookieName)=\(cookie)\r\n"
    }
    client.send(text + "\r\n")
    return client
  }
}
