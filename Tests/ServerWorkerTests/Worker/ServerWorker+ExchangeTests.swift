import Foundation
import LoopbackHTTPServer
import ServerWorker
import ServerWorkerNetworking
import TestSupport
import Testing

@Suite(.hangGuard) struct ServerWorkerExchangeTests {
  @Test(arguments: TransportKind.allCases)
  func getIsRetriedAfter503ThenSucceeds(over kind: TransportKind) async throws {
    let log = RequestLog()
    let clock = TestClock(sleeping: .passesTime)
    let country = try await kind.withWorker(
      clock: clock,
      handler: { request in
        log.record(request) == 0 ? .text("Busy", status: 503) : .json(Country.germany)
      }
    ) { worker in
      try await worker.send(.get("/countries/DEU")) as Country
    }
    #expect(country == .germany)
    #expect(log.count == 2)
    #expect(clock.sleeps == [.milliseconds(250)])
  }

  @Test(arguments: TransportKind.allCases)
  func postIsNotRetriedAfter503(over kind: TransportKind) async throws {
    let log = RequestLog()
    let clock = TestClock(sleeping: .passesTime)
    try await kind.withWorker(
      clock: clock,
      handler: { request in
        log.record(request) == 0 ? .text("Busy", status: 503) : .json(Country.germany)
      }
    ) { worker in
      await #expect(throws: ServerError.http(status: 503, excerpt: "Busy")) {
        try await worker.send(.post("/countries", body: Country.germany)) as Country
      }
    }
    #expect(log.count == 1)
    #expect(clock.sleeps.isEmpty)
  }

  @Test(arguments: TransportKind.allCases, [502, 503, 504])
  func retriesStopAfterTheConfiguredCountWithDoublingBackoff(
    over kind: TransportKind,
    status: Int
  ) async throws {
    let log = RequestLog()
    let clock = TestClock(sleeping: .passesTime)
    try await kind.withWorker(
      clock: clock,
      handler: { request in
        log.record(request)
        return ServerHTTPResponse(status: status)
      }
    ) { worker in
      await #expect(throws: ServerError.http(status: status, excerpt: "")) {
        try await worker.send(.get("/countries/DEU")) as Country
      }
    }
    #expect(log.count == 3)
    #expect(clock.sleeps == [.milliseconds(250), .milliseconds(500)])
  }

  @Test(arguments: TransportKind.allCases)
  func status500IsNotRetried(over kind: TransportKind) async throws {
    let log = RequestLog()
    try await kind.withWorker(
      clock: TestClock(sleeping: .passesTime),
      handler: { request in
        log.record(request)
        return ServerHTTPResponse(status: 500)
      }
    ) { worker in
      await #expect(throws: ServerError.http(status: 500, excerpt: "")) {
        try await worker.send(.get("/countries/DEU")) as Country
      }
    }
    #expect(log.count == 1)
  }

  @Test(arguments: TransportKind.allCases)
  func serverThatNeverAnswersTimesOut(over kind: TransportKind) async throws {
    try await assertTimesOut(
      over: kind, configuredTimeout: .milliseconds(300), .get("/countries/DEU"))
  }

  @Test(arguments: TransportKind.allCases)
  func requestTimeoutOverridesTheConfiguredOne(over kind: TransportKind) async throws {
    try await assertTimesOut(
      over: kind, configuredTimeout: .seconds(3600),
      ServerRequest<Country>.get("/slow").timingOut(after: .milliseconds(300)))
  }

  /// Sends the request, without retries, to a server that never answers, and checks that it
  /// times out.
  private func assertTimesOut(
    over kind: TransportKind, configuredTimeout: Duration, _ request: ServerRequest<Country>,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async throws {
    try await kind.withWorker(
      configuration: ServerConfiguration(timeout: configuredTimeout, maxRetries: 0),
      handler: { _ in
        // Waits until the request is given up and its task cancelled.
        for await _ in AsyncStream<Void>.makeStream().stream {}
        return ServerHTTPResponse(status: 204)
      }
    ) { worker in
      await #expect(throws: ServerError.timedOut, sourceLocation: sourceLocation) {
        try await worker.send(request)
      }
    }
  }

  @Test(arguments: TransportKind.allCases)
  func timedOutGetIsRetried(over kind: TransportKind) async throws {
    let log = RequestLog()
    let configuration = ServerConfiguration(timeout: .milliseconds(300), maxRetries: 1)
    let country = try await kind.withWorker(
      configuration: configuration,
      clock: TestClock(sleeping: .passesTime),
      handler: { request in
        if log.record(request) == 0 {
          for await _ in AsyncStream<Void>.makeStream().stream {}
        }
        return .json(Country.germany)
      }
    ) { worker in
      try await worker.send(.get("/countries/DEU")) as Country
    }
    #expect(country == .germany)
    #expect(log.count == 2)
  }

  @Test func answerOverTheLimitIsTooLargeEvenFromATransportThatIgnoresIt() async {
    struct CarelessTransport: ServerTransport {
      func send(
        _ request: ServerHTTPRequest,
        timeout: Duration,
        responseSizeLimit: Int
      ) async throws(ServerError) -> ServerHTTPResponse {
        ServerHTTPResponse(status: 200, body: Data(count: responseSizeLimit + 1))
      }
    }
    let worker = ServerWorker(
      transport: CarelessTransport(),
      configuration: ServerConfiguration(responseSizeLimit: 16)
    )
    await #expect(throws: ServerError.tooLarge(limit: 16)) {
      try await worker.send(.get("/countries")) as Suggestions
    }
  }

  @Test func connectionRefusedIsUnreachable() async throws {
    let refusing = try RefusingPort()
    defer { refusing.close() }
    let worker = ServerWorker(
      transport: URLSessionTransport(baseURL: refusing.baseURL),
      configuration: ServerConfiguration(maxRetries: 0)
    )
    await #expect(throws: ServerError.unreachable) {
      try await worker.send(.get("/countries/DEU")) as Country
    }
  }

  @Test func getIsRetriedAfterTheConnectionIsClosed() async throws {
    let log = RequestLog()
    let server = try await LoopbackHTTPServer.start(replying: { request in
      log.record(request) == 0 ? .closeConnection : .answer(.json(Country.germany))
    })
    defer { server.stop() }
    let clock = TestClock(sleeping: .passesTime)
    let worker = ServerWorker(transport: URLSessionTransport(baseURL: server.baseURL), clock: clock)
    let country: Country = try await worker.send(.get("/countries/DEU"))
    #expect(country == .germany)
    #expect(log.count == 2)
    #expect(clock.sleeps == [.milliseconds(250)])
  }

  @Test func postIsNotRetriedAfterTheConnectionIsClosed() async throws {
    let log = RequestLog()
    let server = try await LoopbackHTTPServer.start(replying: { request in
      log.record(request) == 0 ? .closeConnection : .answer(.json(Country.germany))
    })
    defer { server.stop() }
    let worker = ServerWorker(
      transport: URLSessionTransport(baseURL: server.baseURL),
      clock: TestClock(sleeping: .passesTime)
    )
    await #expect(throws: ServerError.unreachable) {
      try await worker.send(.post("/countries", body: Country.germany)) as Country
    }
    #expect(log.count == 1)
  }
}
