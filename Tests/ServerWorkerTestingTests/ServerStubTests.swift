import Foundation
import ServerWorker
import ServerWorkerTesting
import TestSupport
import Testing

@Suite struct ServerStubTests {
  struct Country: Codable, Sendable, Equatable {
    var code: String
    var name: String
  }

  struct Credentials: Codable, Sendable {
    var email: String
  }

  let server = ServerStub()

  @Test func answersARequestByMethodAndPathWithATypedValue() async throws {
    server.answer(.get, "/countries/DEU", json: Country(code: "DEU", name: "Germany"))
    let country: Country = try await server.send(.get("/countries/DEU"))
    #expect(country == Country(code: "DEU", name: "Germany"))
  }

  @Test func anAnswerSeesTheRequestItAnswers() async throws {
    server.answer(.get, "/suggest") { request in
      .json([Country(code: "X", name: request.queryValue(named: "q") ?? "")])
    }
    let countries: [Country] = try await server.send(.get("/suggest", query: ["q": "Ger"]))
    #expect(countries == [Country(code: "X", name: "Ger")])
  }

  @Test func anErrorStatusReachesTheCallerAsAnHTTPError() async {
    server.answer(.get, "/countries/XXX", status: 404, text: "No such country")
    await #expect(throws: ServerError.http(status: 404, excerpt: "No such country")) {
      let _: Country = try await server.send(.get("/countries/XXX"))
    }
  }

  @Test func aFailureReachesTheCallerOnceWithoutRetries() async {
    server.fail(.get, "/suggest", with: .timedOut)
    await #expect(throws: ServerError.timedOut) {
      let _: [Country] = try await server.send(.get("/suggest"))
    }
    #expect(server.requests.count == 1)
  }

  @Test func anUnreadableAnswerIsReportedAsTheRealWorkerDoes() async {
    server.answer(.get, "/countries/DEU", json: ["unexpected": true])
    await #expect {
      let _: Country = try await server.send(.get("/countries/DEU"))
    } throws: { error in
      guard case .undecodable(let type, _, _) = error as? ServerError else { return false }
      return type == "Country"
    }
  }

  @Test func everyRequestIsRecordedAsItWouldTravel() async throws {
    server.answer(.post, "/login", json: ["token": "secret"])
    server.answer(.get, "/suggest", json: [Country]())
    let signedIn = server.authenticated(with: "secret")
    let _: [String: String] = try await signedIn.send(
      .post("/login", body: Credentials(email: "ada@example.com")))
    let _: [Country] = try await server.send(.get("/suggest", query: ["q": "Fr"]))
    #expect(server.requests.map(\.target) == ["/login", "/suggest?q=Fr"])
    let login = try #require(server.requests(.post, "/login").first)
    #expect(login.headers["Authorization"] == "Bearer secret")
    #expect(server.requests(.get, "/suggest").first?.headers["Authorization"] == nil)
    #expect(login.headers["Content-Type"] == "application/json")
    #expect(
      try JSONDecoder().decode([String: String].self, from: login.body)["email"]
        == "ada@example.com")
    #expect(server.requests(.get, "/suggest").map { $0.queryValue(named: "q") } == ["Fr"])
  }

  @Test func aLaterAnswerReplacesTheEarlierOne() async throws {
    server.answer(.get, "/countries/DEU", status: 500)
    server.answer(.get, "/countries/DEU", json: Country(code: "DEU", name: "Germany"))
    let country: Country = try await server.send(.get("/countries/DEU"))
    #expect(country.name == "Germany")
  }

  @Test func anEmptyAnswerIsReadAsAnEmptyResponse() async throws {
    server.answer(.delete, "/favorites/DEU", status: 204)
    let answer: EmptyResponse = try await server.send(.delete("/favorites/DEU"))
    #expect(answer == EmptyResponse())
  }

  @Test func aRequestWithoutAnAnswerFailsTheTestAtTheStubAndThrows() async {
    let line = #_sourceLocation.line + 1
    let server = ServerStub()
    await withKnownIssue {
      await #expect(throws: ServerError.unreachable) {
        let _: Country = try await server.send(.get("/countries/DEU", query: ["lang": "en"]))
      }
    } matching: {
      $0.mentions(
        "ServerStub has no answer for GET /countries/DEU?lang=en; "
          + "set one up with answer(.get, \"/countries/DEU\", ...)")
        && $0.sourceLocation?.line == line
    }
    #expect(server.requests.map(\.path) == ["/countries/DEU"])
  }

  @Test func anUnimplementedStubFailsTheTestOnEveryUse() async {
    let server = ServerStub.unimplemented()
    withKnownIssue {
      _ = server.authenticated(with: "secret")
    } matching: {
      $0.mentions("Unimplemented ServerWorker: authenticated(with: <token>) was called")
        && !$0.mentions("secret")
    }
    await withKnownIssue {
      await #expect(throws: ServerError.unreachable) {
        let _: Country = try await server.send(.get("/countries/DEU"))
      }
    } matching: {
      $0.mentions("Unimplemented ServerWorker: send(GET /countries/DEU) was called")
    }
    #expect(server.requests.isEmpty)
  }
}
