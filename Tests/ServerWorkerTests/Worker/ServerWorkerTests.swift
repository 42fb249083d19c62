import Foundation
import LoopbackHTTPServer
import ServerWorker
import TestSupport
import Testing

@Suite(.hangGuard) struct ServerWorkerTests {
  @Test(arguments: TransportKind.allCases)
  func getSendsPathAndSortedPercentEncodedQuery(over kind: TransportKind) async throws {
    let log = RequestLog()
    let query = ["sign": "a+b=c", "q": "São Tomé & Príncipe", "limit": "10"]
    let answer = try await kind.withWorker(handler: { request in
      log.record(request)
      return .json(Suggestions(countries: [.germany]))
    }) { worker in
      try await worker.send(.get("/suggest", query: query)) as Suggestions
    }
    #expect(answer == Suggestions(countries: [.germany]))
    let received = try #require(log.all.first)
    #expect(received.method == .get)
    #expect(
      received.target
        == "/suggest?limit=10&q=S%C3%A3o%20Tom%C3%A9%20%26%20Pr%C3%ADncipe&sign=a%2Bb%3Dc"
    )
    #expect(received.queryItems.map(\.name) == ["limit", "q", "sign"])
    #expect(received.queryValue(named: "q") == "São Tomé & Príncipe")
    #expect(received.queryValue(named: "sign") == "a+b=c")
  }

  @Test(arguments: TransportKind.allCases)
  func postSendsJSONBodyWithContentType(over kind: TransportKind) async throws {
    struct Credentials: Codable, Equatable {
      var email: String
      var password: String
    }
    let credentials = Credentials(email: "demo@example.com", password: "atlas-demo-1")
    let log = RequestLog()
    _ = try await kind.withWorker(handler: log.answerNoContent) { worker in
      try await worker.send(.post("/login", body: credentials)) as EmptyResponse
    }
    let received = try #require(log.all.first)
    #expect(received.method == .post)
    #expect(received.path == "/login")
    #expect(received.headers["Content-Type"] == "application/json")
    #expect(try JSONDecoder().decode(Credentials.self, from: received.body) == credentials)
  }

  @Test(arguments: TransportKind.allCases)
  func authenticatedWorkerSendsTheTokenAsBearerOnEveryRequest(
    over kind: TransportKind
  ) async throws {
    let log = RequestLog()
    try await kind.withWorker(handler: log.answerNoContent) { worker in
      let signedIn = worker.authenticated(with: "secret-token")
      let _: EmptyResponse = try await signedIn.send(.get("/first"))
      let _: EmptyResponse = try await signedIn.send(.delete("/second"))
    }
    #expect(
      log.all.map { $0.headers["Authorization"] } == ["Bearer secret-token", "Bearer secret-token"])
  }

  @Test(arguments: TransportKind.allCases)
  func workerThatMadeAnAuthenticatedOneStillSendsNoToken(over kind: TransportKind) async throws {
    let log = RequestLog()
    try await kind.withWorker(handler: log.answerNoContent) { worker in
      _ = worker.authenticated(with: "secret-token")
      let _: EmptyResponse = try await worker.send(.get("/unauthenticated"))
    }
    #expect(log.all.count == 1)
    #expect(log.all.first?.headers["Authorization"] == nil)
  }

  @Test(arguments: TransportKind.allCases)
  func tokenEchoedByTheServerNeverAppearsInTheError(over kind: TransportKind) async throws {
    let error = try await kind.withWorker(handler: { request in
      .text("Rejected \(request.headers["Authorization"] ?? "")", status: 403)
    }) { worker in
      let signedIn = worker.authenticated(with: "secret-token")
      return await #expect(throws: ServerError.self) {
        try await signedIn.send(.get("/countries/DEU")) as Country
      }
    }
    #expect(error == .http(status: 403, excerpt: "Rejected Bearer <redacted>"))
    #expect(error.map { "\($0) \(String(reflecting: $0))" }?.contains("secret-token") == false)
  }

  @Test(arguments: TransportKind.allCases)
  func requestHeadersAreSentAndWinOverTheWorkersOwn(over kind: TransportKind) async throws {
    let log = RequestLog()
    try await kind.withWorker(handler: log.answerNoContent) { worker in
      let request = ServerRequest<EmptyResponse>(
        method: .get,
        path: "/export",
        headers: ["Accept": "text/csv", "X-Trace": "42"]
      )
      _ = try await worker.send(request)
    }
    #expect(log.all.first?.headers["accept"] == "text/csv")
    #expect(log.all.first?.headers["x-trace"] == "42")
  }

  @Test(arguments: TransportKind.allCases)
  func cancellationMidRequestThrowsCancelledAndDropsTheAnswer(
    over kind: TransportKind
  ) async throws {
    let (received, receivedSignal) = AsyncStream<Void>.makeStream()
    let (release, releaseSignal) = AsyncStream<Void>.makeStream()
    // Without retries, a call that waited for its timeout instead would end as `.timedOut`.
    let configuration = ServerConfiguration(maxRetries: 0)
    let result = try await kind.withWorker(
      configuration: configuration,
      handler: { _ in
        receivedSignal.yield()
        for await _ in release {}
        return .json(Country.germany)
      }
    ) { worker in
      let call = Task { () -> Result<Country, ServerError> in
        return await Result { () async throws(ServerError) in
          try await worker.send(.get("/countries/DEU"))
        }
      }
      for await _ in received { break }
      call.cancel()
      // The handler is still holding its answer: only cancellation can end the call this early.
      let result = await call.value
      releaseSignal.finish()
      return result
    }
    #expect(result == .failure(.cancelled))
  }

  @Test(arguments: TransportKind.allCases)
  func cancelledTaskNeverReachesTheServer(over kind: TransportKind) async throws {
    let log = RequestLog()
    let result = try await kind.withWorker(handler: { request in
      log.record(request)
      return .json(Country.germany)
    }) { worker in
      let call = Task { () -> Result<Country, ServerError> in
        withUnsafeCurrentTask { $0?.cancel() }
        return await Result { () async throws(ServerError) in
          try await worker.send(.get("/countries/DEU"))
        }
      }
      return await call.value
    }
    #expect(result == .failure(.cancelled))
    #expect(log.count == 0)
  }

  @Test(arguments: TransportKind.allCases)
  func invalidRequestIsNeverSent(over kind: TransportKind) async throws {
    let log = RequestLog()
    try await kind.withWorker(handler: { request in
      log.record(request)
      return .json(Country.germany)
    }) { worker in
      let error = await #expect(throws: ServerError.self) {
        try await worker.send(.get("countries/DEU")) as Country
      }
      guard case .invalidRequest(let reason)? = error else {
        Issue.record("Expected an invalid request, got \(String(describing: error))")
        return
      }
      #expect(reason.contains("does not start with /"))
    }
    #expect(log.count == 0)
  }
}
