import Foundation
import ServerWorker
import TestSupport
import Testing

@Suite(.hangGuard) struct ServerWorkerDecodingTests {
  @Test(arguments: TransportKind.allCases)
  func answer200IsDecoded(over kind: TransportKind) async throws {
    let country = try await kind.withWorker(handler: { _ in .json(Country.germany) }) { worker in
      try await worker.send(.get("/countries/DEU")) as Country
    }
    #expect(country == .germany)
  }

  @Test(arguments: TransportKind.allCases)
  func answer204SucceedsWithEmptyResponse(over kind: TransportKind) async throws {
    let noContent = ServerHTTPResponse(status: 204)
    let answer = try await kind.withWorker(handler: { _ in noContent }) { worker in
      try await worker.send(.delete("/favorites/DEU")) as EmptyResponse
    }
    #expect(answer == EmptyResponse())
  }

  @Test(arguments: TransportKind.allCases, [401, 404, 500])
  func statusOutside2xxIsHTTPErrorWithExcerpt(over kind: TransportKind, status: Int) async throws {
    let answer = ServerHTTPResponse.text("No luck\nthis time", status: status)
    try await kind.withWorker(handler: { _ in answer }) { worker in
      await #expect(throws: ServerError.http(status: status, excerpt: "No luck this time")) {
        try await worker.send(.get("/countries/XYZ")) as Country
      }
    }
  }

  @Test(arguments: TransportKind.allCases)
  func redirectionStatusIsHTTPError(over kind: TransportKind) async throws {
    try await kind.withWorker(handler: { _ in ServerHTTPResponse(status: 304) }) { worker in
      await #expect(throws: ServerError.http(status: 304, excerpt: "")) {
        try await worker.send(.get("/countries/DEU")) as Country
      }
    }
  }

  @Test(arguments: TransportKind.allCases)
  func excerptIsCutToTwoHundredCharacters(over kind: TransportKind) async throws {
    let body = String(repeating: "x", count: 1000)
    try await kind.withWorker(handler: { _ in .text(body, status: 500) }) { worker in
      await #expect(throws: ServerError.http(status: 500, excerpt: String(body.prefix(200)))) {
        try await worker.send(.get("/countries/DEU")) as Country
      }
    }
  }

  @Test(arguments: TransportKind.allCases)
  func wrongTypeIsUndecodableNamingTheCodingPath(over kind: TransportKind) async throws {
    let body = #"{"countries": [{"code": "DEU", "name": 42}]}"#
    let error = try await kind.withWorker(handler: { _ in .text(body, status: 200) }) { worker in
      await #expect(throws: ServerError.self) {
        try await worker.send(.get("/suggest", query: ["q": "Ger"])) as Suggestions
      }
    }
    guard case .undecodable(let type, let codingPath, let description)? = error else {
      Issue.record("Expected an undecodable answer, got \(String(describing: error))")
      return
    }
    #expect(type == "Suggestions")
    #expect(codingPath == "countries[0].name")
    #expect(!description.isEmpty)
  }

  @Test(arguments: TransportKind.allCases)
  func missingKeyIsUndecodableNamingTheKey(over kind: TransportKind) async throws {
    let body = #"{"countries": [{"code": "DEU"}]}"#
    let error = try await kind.withWorker(handler: { _ in .text(body, status: 200) }) { worker in
      await #expect(throws: ServerError.self) {
        try await worker.send(.get("/suggest")) as Suggestions
      }
    }
    guard case .undecodable(_, let codingPath, _)? = error else {
      Issue.record("Expected an undecodable answer, got \(String(describing: error))")
      return
    }
    #expect(codingPath == "countries[0].name")
  }

  @Test(arguments: TransportKind.allCases)
  func invalidJSONIsUndecodable(over kind: TransportKind) async throws {
    let page = ServerHTTPResponse.text("<html>", status: 200)
    let error = try await kind.withWorker(handler: { _ in page }) { worker in
      await #expect(throws: ServerError.self) {
        try await worker.send(.get("/countries/DEU")) as Country
      }
    }
    guard case .undecodable(let type, let codingPath, _)? = error else {
      Issue.record("Expected an undecodable answer, got \(String(describing: error))")
      return
    }
    #expect(type == "Country")
    #expect(codingPath == "")
  }

  @Test(arguments: TransportKind.allCases)
  func bodyOverTheLimitIsTooLarge(over kind: TransportKind) async throws {
    let configuration = ServerConfiguration(responseSizeLimit: 1024)
    let body = Data(repeating: UInt8(ascii: "x"), count: 64 * 1024)
    try await kind.withWorker(
      configuration: configuration,
      handler: { _ in ServerHTTPResponse(status: 200, body: body) }
    ) { worker in
      await #expect(throws: ServerError.tooLarge(limit: 1024)) {
        try await worker.send(.get("/countries")) as Suggestions
      }
    }
  }

  @Test(arguments: TransportKind.allCases)
  func bodyAtTheLimitIsAccepted(over kind: TransportKind) async throws {
    let answer = try JSONEncoder().encode(Country.germany)
    let configuration = ServerConfiguration(responseSizeLimit: answer.count)
    let country = try await kind.withWorker(
      configuration: configuration,
      handler: { _ in ServerHTTPResponse(status: 200, body: answer) }
    ) { worker in
      try await worker.send(.get("/countries/DEU")) as Country
    }
    #expect(country == .germany)
  }
}
