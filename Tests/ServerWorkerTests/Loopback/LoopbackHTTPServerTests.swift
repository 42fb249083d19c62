import Foundation
import LoopbackHTTPServer
import ServerWorker
import ServerWorkerNetworking
import TestSupport
import Testing

/// The loopback server is test support, but the tests above trust it to behave like a server.
@Suite(.hangGuard) struct LoopbackHTTPServerTests {
  @Test func serverListensOnItsOwnLoopbackPort() async throws {
    let server = try await LoopbackHTTPServer.start { _ in ServerHTTPResponse(status: 204) }
    defer { server.stop() }
    #expect(server.port != 0)
    #expect(server.baseURL.absoluteString == "http://127.0.0.1:\(server.port)")
  }

  @Test func stoppedServerRefusesConnections() async throws {
    let server = try await LoopbackHTTPServer.start { _ in ServerHTTPResponse(status: 204) }
    let transport = URLSessionTransport(baseURL: server.baseURL)
    let request = ServerHTTPRequest(method: .get, path: "/")
    _ = try await transport.send(request, timeout: .seconds(10), responseSizeLimit: 1024)
    server.stop()
    await #expect(throws: ServerError.unreachable) {
      try await transport.send(request, timeout: .seconds(10), responseSizeLimit: 1024)
    }
  }

  @Test func stoppingCancelsHandlersAndClosesOpenConnections() async throws {
    let (received, receivedSignal) = AsyncStream<Void>.makeStream()
    let server = try await LoopbackHTTPServer.start { _ in
      receivedSignal.yield()
      for await _ in AsyncStream<Void>.makeStream().stream {}
      return ServerHTTPResponse(status: 204)
    }
    let transport = URLSessionTransport(baseURL: server.baseURL)
    let call = Task {
      try await transport.send(
        ServerHTTPRequest(method: .get, path: "/"),
        timeout: .seconds(10),
        responseSizeLimit: 1024
      )
    }
    for await _ in received { break }
    server.stop()
    await #expect(throws: ServerError.unreachable) {
      try await call.value
    }
  }

  @Test func largeRequestBodyArrivesWhole() async throws {
    let log = RequestLog()
    let server = try await LoopbackHTTPServer.start(handler: log.answerNoContent)
    defer { server.stop() }
    let body = Data((0..<300_000).map { UInt8(truncatingIfNeeded: $0) })
    _ = try await URLSessionTransport(baseURL: server.baseURL).send(
      ServerHTTPRequest(method: .post, path: "/upload", body: body),
      timeout: .seconds(10),
      responseSizeLimit: 1024
    )
    #expect(log.all.first?.body == body)
  }
}
