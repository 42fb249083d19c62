import Foundation
import LoopbackHTTPServer
import ServerWorker
import ServerWorkerNetworking
import TestSupport
import Testing

@Suite(.hangGuard) struct URLSessionTransportTests {
  /// Sends the request through a new transport to the base URL given, with a generous timeout
  /// and a limit of 1 KiB on the answer.
  private func send(_ request: ServerHTTPRequest, to baseURL: URL) async throws(ServerError)
    -> ServerHTTPResponse
  {
    try await URLSessionTransport(baseURL: baseURL).send(
      request, timeout: .seconds(10), responseSizeLimit: 1024)
  }

  @Test func answerIsReturnedWithStatusHeadersAndBody() async throws {
    let server = try await LoopbackHTTPServer.start { _ in
      ServerHTTPResponse(status: 201, headers: ["X-Answer": "yes"], body: Data("made".utf8))
    }
    defer { server.stop() }
    let response = try await send(
      ServerHTTPRequest(method: .post, path: "/things"), to: server.baseURL)
    #expect(response.status == 201)
    #expect(response.headers["x-answer"] == "yes")
    #expect(response.body == Data("made".utf8))
  }

  @Test func pathOfTheBaseURLIsKept() async throws {
    let log = RequestLog()
    let server = try await LoopbackHTTPServer.start(handler: log.answerNoContent)
    defer { server.stop() }
    _ = try await send(
      ServerHTTPRequest(method: .get, path: "/countries/DEU"),
      to: server.baseURL.appendingPathComponent("api/"))
    #expect(log.all.first?.path == "/api/countries/DEU")
  }

  @Test func answerOverTheLimitIsCutOffAsTooLarge() async throws {
    let server = try await LoopbackHTTPServer.start { _ in
      ServerHTTPResponse(status: 200, body: Data(count: 256 * 1024))
    }
    defer { server.stop() }
    await #expect(throws: ServerError.tooLarge(limit: 1024)) {
      try await send(ServerHTTPRequest(method: .get, path: "/large"), to: server.baseURL)
    }
  }

  @Test func answerToHeadHasNoBody() async throws {
    let server = try await LoopbackHTTPServer.start { _ in .text("not sent", status: 200) }
    defer { server.stop() }
    let response = try await send(
      ServerHTTPRequest(method: .head, path: "/countries/DEU"), to: server.baseURL)
    #expect(response.status == 200)
    #expect(response.body.isEmpty)
  }

  @Test func connectionClosedWithoutAnswerIsUnreachable() async throws {
    let server = try await LoopbackHTTPServer.start(replying: { _ in .closeConnection })
    defer { server.stop() }
    await #expect(throws: ServerError.unreachable) {
      try await send(ServerHTTPRequest(method: .get, path: "/countries/DEU"), to: server.baseURL)
    }
  }

  @Test func connectionRefusedIsUnreachable() async throws {
    let refusing = try RefusingPort()
    defer { refusing.close() }
    await #expect(throws: ServerError.unreachable) {
      try await send(ServerHTTPRequest(method: .get, path: "/countries/DEU"), to: refusing.baseURL)
    }
  }

  // MARK: - Redirects

  @Test(arguments: [301, 302, 307])
  func redirectToAnotherPortIsRefusedAndTheOtherServerNeverSeesTheCredential(
    status: Int
  ) async throws {
    let elsewhere = RequestLog()
    let other = try await LoopbackHTTPServer.start { request in
      elsewhere.record(request)
      return .text("stolen", status: 200)
    }
    defer { other.stop() }
    let location = other.baseURL.absoluteString + "/collect"
    let server = try await LoopbackHTTPServer.start { _ in
      ServerHTTPResponse(status: status, headers: ["Location": location])
    }
    defer { server.stop() }

    await #expect(throws: ServerError.crossOriginRedirect(location: location)) {
      try await send(
        ServerHTTPRequest(
          method: .get, path: "/suggest", headers: ["Authorization": "Bearer secret-token"]),
        to: server.baseURL)
    }
    #expect(elsewhere.all.allSatisfy { $0.headers["Authorization"] == nil })
    #expect(elsewhere.count == 0)
  }

  @Test func redirectWithinTheOriginIsFollowedWithTheCredential() async throws {
    let log = RequestLog()
    let server = try await LoopbackHTTPServer.start { request in
      log.record(request)
      guard request.path == "/moved" else { return .text("here", status: 200) }
      return ServerHTTPResponse(status: 302, headers: ["Location": "/countries/DEU"])
    }
    defer { server.stop() }

    let response = try await send(
      ServerHTTPRequest(
        method: .get, path: "/moved", headers: ["Authorization": "Bearer secret-token"]),
      to: server.baseURL)

    #expect(response.body == Data("here".utf8))
    #expect(log.all.map(\.path) == ["/moved", "/countries/DEU"])
    #expect(log.all.last?.headers["Authorization"] == "Bearer secret-token")
  }

  @Test func redirectsWithinTheOriginStopAtTheLimit() async throws {
    let log = RequestLog()
    let server = try await LoopbackHTTPServer.start { request in
      let count = log.record(request)
      return ServerHTTPResponse(status: 302, headers: ["Location": "/loop/\(count + 1)"])
    }
    defer { server.stop() }

    await #expect(throws: ServerError.tooManyRedirects(limit: 5)) {
      try await send(ServerHTTPRequest(method: .get, path: "/loop/0"), to: server.baseURL)
    }
    #expect(log.count == 6)
  }
}
