import Foundation
import TestSupport
import Testing

@testable import DLCWeb

/// The limits on requests, through real sockets: each refusal leaves other clients served.
@MainActor
struct SceneServerLimitsTests {
  /// A server; the time limit is long unless a test is about it, so that a test held up on a
  /// busy machine is not taken for a slow client.
  private func served(timeout: Duration = .seconds(120)) throws -> (SceneServer, Int) {
    let server = SceneServer(name: "probe") { ProbeApplication() }
    server.limits.requestTimeout = timeout
    try server.start()
    return (server, try #require(server.port))
  }

  @Test func headersOver16KilobytesGet431() async throws {
    let (server, port) = try served()
    defer { server.stop() }
    let client = try WebClient(port: port)
    let response = await client.request(
      "GET", "/", host: "127.0.0.1:\(port)",
      headers: [("X-Long", String(repeating: "x", count: 17_000))])
    #expect(response?.status == 431)
  }

  @Test func aBodyOverOneMegabyteGets413() async throws {
    let (server, port) = try served()
    defer { server.stop() }
    let client = try WebClient(port: port)
    client.send(
      "POST /input HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nContent-Length: 2000000\r\n\r\n")
    let (text, closed) = await client.readToEnd()
    #expect(text.hasPrefix("HTTP/1.1 413 "))
    #expect(closed)
  }

  @Test func aMalformedRequestGets400() async throws {
    let (server, port) = try served()
    defer { server.stop() }
    let client = try WebClient(port: port)
    client.send("HELLO\r\n\r\n")
    let (text, closed) = await client.readToEnd()
    #expect(text.hasPrefix("HTTP/1.1 400 "))
    #expect(closed)
  }

  @Test func headersNotCompleteInTimeCloseTheConnectionAndOthersAreServed() async throws {
    let (server, port) = try served(timeout: .seconds(2))
    defer { server.stop() }
    let slow = try WebClient(port: port)
    slow.send("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nX-Slow: ")
    let other = try WebClient(port: port)
    // Sent at once, from this task: the time limit is the server's to keep, not the test's.
    other.send("GET /dlc.css HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n")
    let served = await other.read { $0.contains("\r\n\r\n") }
    #expect(served.hasPrefix("HTTP/1.1 200 "))
    let (text, closed) = await slow.readToEnd()
    #expect(text.isEmpty)
    #expect(closed)
  }

  @Test func aKeptAliveConnectionServesSeveralRequests() async throws {
    let (server, port) = try served()
    defer { server.stop() }
    let client = try WebClient(port: port)
    for _ in 0..<3 {
      let response = await client.request("GET", "/dlc.css", host: "127.0.0.1:\(port)")
      #expect(response?.status == 200)
    }
  }
}
