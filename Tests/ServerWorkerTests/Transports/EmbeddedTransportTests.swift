import Foundation
import LoopbackHTTPServer
import ServerWorker
import TestSupport
import Testing

@Suite(.hangGuard) struct EmbeddedTransportTests {
  @Test func handlerReceivesTheRequestAsParsedFromTheWire() async throws {
    let log = RequestLog()
    let transport = EmbeddedTransport(handler: log.answerNoContent)
    let sent = ServerHTTPRequest(
      method: .put,
      path: "/notes/a b",
      queryItems: [URLQueryItem(name: "tag", value: "x&y")],
      headers: ["X-Trace": "1"],
      body: Data("{}".utf8)
    )
    _ = try await transport.send(sent, timeout: .seconds(10), responseSizeLimit: 1024)
    #expect(log.all == [sent])
  }

  @Test func handlerAnswerIsReturnedUnchanged() async throws {
    let answer = ServerHTTPResponse(status: 418, headers: ["X-Tea": "yes"], body: Data("tea".utf8))
    let transport = EmbeddedTransport { _ in answer }
    let response = try await transport.send(
      ServerHTTPRequest(method: .get, path: "/pot"),
      timeout: .seconds(10),
      responseSizeLimit: 1024
    )
    #expect(response == answer)
  }

  @Test func handlerThatNeverAnswersTimesOut() async throws {
    let transport = EmbeddedTransport { _ in
      for await _ in AsyncStream<Void>.makeStream().stream {}
      return ServerHTTPResponse(status: 204)
    }
    await #expect(throws: ServerError.timedOut) {
      try await transport.send(
        ServerHTTPRequest(method: .get, path: "/slow"),
        timeout: .milliseconds(200),
        responseSizeLimit: 1024
      )
    }
  }

  @Test func answerOverTheLimitIsTooLarge() async throws {
    let transport = EmbeddedTransport { _ in
      ServerHTTPResponse(status: 200, body: Data(count: 1025))
    }
    await #expect(throws: ServerError.tooLarge(limit: 1024)) {
      try await transport.send(
        ServerHTTPRequest(method: .get, path: "/large"),
        timeout: .seconds(10),
        responseSizeLimit: 1024
      )
    }
  }

  @Test func answerToHeadLosesItsBody() async throws {
    let transport = EmbeddedTransport { _ in .text("not sent", status: 200) }
    let response = try await transport.send(
      ServerHTTPRequest(method: .head, path: "/countries/DEU"),
      timeout: .seconds(10),
      responseSizeLimit: 1024
    )
    #expect(response.status == 200)
    #expect(response.body.isEmpty)
  }
}
