import Foundation
import ServerWorker
import Testing

@testable import Scenes

@Suite struct AtlasBackendTests {
  private let backend = AtlasBackend()
  private let demoCredentials = Credentials(email: "demo@example.com", password: "atlas-demo-1")

  // MARK: - Signing in

  @Test func signingInWithTheDemoAccountReturnsItsUserAndAToken() async throws {
    let answer: LoginResponse = try await worker().send(.post("/login", body: demoCredentials))
    #expect(answer.user.email == "demo@example.com")
    #expect(answer.user.name == "Demo User")
    #expect(answer.user.id == Account.demo.id)
    #expect(!answer.token.isEmpty)
  }

  @Test func signingInAgainKeepsTheUserIdAndGivesAFreshToken() async throws {
    let worker = worker()
    let first: LoginResponse = try await worker.send(.post("/login", body: demoCredentials))
    let second: LoginResponse = try await worker.send(.post("/login", body: demoCredentials))
    #expect(second.user.id == first.user.id)
    #expect(second.token != first.token)
  }

  @Test func signingInIgnoresTheCaseOfTheEmail() async throws {
    let credentials = Credentials(email: "Demo@Example.COM", password: "atlas-demo-1")
    let answer: LoginResponse = try await worker().send(.post("/login", body: credentials))
    #expect(answer.user.email == "demo@example.com")
  }

  @Test func signingInWithAnAccountItWasGivenReturnsThatAccountsUser() async throws {
    let account = Account(id: "42", email: "ada@example.com", name: "Ada", password: "analytical")
    let backend = AtlasBackend(accounts: [account])
    let worker = ServerWorker(transport: EmbeddedTransport(handler: backend.handle))
    let credentials = Credentials(email: "ada@example.com", password: "analytical")
    let answer: LoginResponse = try await worker.send(.post("/login", body: credentials))
    #expect(answer.user == User(id: "42", email: "ada@example.com", name: "Ada"))
  }

  @Test func aWrongPasswordIsRefusedWith401() async throws {
    let credentials = Credentials(email: "demo@example.com", password: "atlas-demo-2")
    let request = try ServerRequest<LoginResponse>.post("/login", body: credentials)
    #expect(await failureStatus(of: request, through: worker()) == 401)
  }

  @Test func aPasswordInAnotherCaseIsRefusedWith401() async throws {
    let response = await answer(
      .post, "/login", body: #"{"email": "demo@example.com", "password": "ATLAS-DEMO-1"}"#)
    #expect(response.status == 401)
    #expect(try message(of: response) == "Invalid email or password")
  }

  @Test func anUnknownEmailIsRefusedWith401() async throws {
    let response = await answer(
      .post, "/login", body: #"{"email": "nobody@example.com", "password": "atlas-demo-1"}"#)
    #expect(response.status == 401)
    #expect(try message(of: response) == "Invalid email or password")
  }

  @Test(arguments: [
    ("", "The body is empty"),
    ("email=demo@example.com", "The body is not valid JSON"),
    ("[]", "The body is not a JSON object"),
    (#"{"email": "demo@example.com"}"#, #"The body has no "password""#),
    (#"{"email": 1, "password": "atlas-demo-1"}"#, #""email" in the body is not a string"#),
    (
      #"{"email": "demo@example.com", "password": null}"#,
      #""password" in the body is not a string"#
    ),
  ])
  func aMalformedSignInBodyIsRefusedWith400SayingWhatIsWrong(
    body: String,
    reason: String
  ) async throws {
    let response = await answer(.post, "/login", body: body)
    #expect(response.status == 400)
    #expect(try message(of: response).hasPrefix(reason))
  }

  @Test func aSignInAnswerHasTheKeysOfTheLoginEndpoint() async throws {
    let response = await answer(
      .post, "/login", body: #"{"email": "demo@example.com", "password": "atlas-demo-1"}"#)
    let object = try #require(
      try JSONSerialization.jsonObject(with: response.body) as? [String: Any])
    let user = try #require(object["user"] as? [String: Any])
    #expect(Set(object.keys) == ["user", "token"])
    #expect(Set(user.keys) == ["id", "email", "name"])
  }

  // MARK: - Suggestions

  @Test func suggestingGerListsGermanyFirst() async throws {
    let answer: SuggestResponse = try await signedInWorker().send(
      .get("/suggest", query: ["q": "ger"]))
    #expect(answer.countries.first?.code == "DEU")
    #expect(answer.countries.first?.name == "Germany")
    #expect(answer.countries.first?.population == 83_000_000)
  }

  @Test func suggestionsListAtMostTenCountriesSortedByFoldedName() async throws {
    let startingWithG = Country.unMemberStates.filter { $0.name.hasPrefix("G") }
    try #require(startingWithG.count > AtlasBackend.suggestionLimit)

    let answer: SuggestResponse = try await signedInWorker().send(
      .get("/suggest", query: ["q": "g"]))

    let keys = answer.countries.map {
      $0.name.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }
    #expect(keys.count == 10)
    #expect(keys == keys.sorted())
    #expect(keys.allSatisfy { $0.hasPrefix("g") })
  }

  @Test(arguments: [
    ("cote", "CIV"), ("CÔTE D'", "CIV"), ("turki", "TUR"), ("TÜRKI", "TUR"), ("sao tome", "STP"),
  ])
  func suggestionsIgnoreCaseAndAccents(text: String, code: String) async throws {
    let answer: SuggestResponse = try await signedInWorker().send(
      .get("/suggest", query: ["q": text]))
    #expect(answer.countries.map(\.code) == [code])
  }

  @Test func suggestionsMatchOnlyTheStartOfANameNotItsMiddle() async throws {
    let answer: SuggestResponse = try await signedInWorker().send(
      .get("/suggest", query: ["q": "many"]))
    #expect(answer.countries == [])
  }

  @Test(arguments: ["", "   ", "\t"])
  func anEmptyOrBlankTextListsNoCountries(text: String) async throws {
    let answer: SuggestResponse = try await signedInWorker().send(
      .get("/suggest", query: ["q": text]))
    #expect(answer.countries == [])
  }

  @Test func suggestionsFollowTheFoldedOrderWhateverOrderTheCountriesCameIn() async throws {
    let names = ["Zeta", "Ébène", "Alpha", "eagle"]
    let countries = names.enumerated().map { offset, name in
      Country(code: "C\(offset)X", name: name, capital: "Capital", population: 1, region: "Europe")
    }
    let backend = AtlasBackend(countries: countries)
    let response = await backend.handle(
      ServerHTTPRequest(
        method: .get,
        path: "/suggest",
        queryItems: [URLQueryItem(name: "q", value: "E")],
        headers: ["Authorization": "Bearer \(backend.issueToken())"]
      ))
    let answer = try JSONDecoder().decode(SuggestResponse.self, from: response.body)
    #expect(answer.countries.map(\.name) == ["eagle", "Ébène"])
  }

  @Test func aSuggestionWithoutQIsRefusedWith400() async throws {
    let response = await answer(.get, "/suggest", token: backend.issueToken())
    #expect(response.status == 400)
    #expect(try message(of: response) == "The query has no q, the start of a country's name")
  }

  @Test func aSuggestionAnswerHasTheKeysOfTheSuggestEndpoint() async throws {
    let response = await answer(
      .get, "/suggest", query: [URLQueryItem(name: "q", value: "ger")], token: backend.issueToken())
    let object = try #require(
      try JSONSerialization.jsonObject(with: response.body) as? [String: Any])
    let countries = try #require(object["countries"] as? [[String: Any]])
    #expect(Set(object.keys) == ["countries"])
    #expect(countries.map { Set($0.keys) } == [["code", "name", "population"]])
  }

  // MARK: - Tokens

  @Test func logoutAnswers204AndTheTokenStopsWorking() async throws {
    let worker = try await signedInWorker()
    let _: Country = try await worker.send(.country(code: "DEU"))

    let answer: EmptyResponse = try await worker.send(.logout)

    #expect(answer == EmptyResponse())
    #expect(backend.answeredRequests.last?.status == 204)
    #expect(
      await failureStatus(of: ServerRequest<Country>.country(code: "DEU"), through: worker) == 401)
  }

  @Test func signInsBeyondTheLimitRetireTheOldestTokens() async {
    let first = backend.issueToken()
    let second = backend.issueToken()
    for _ in 0..<(AtlasBackend.tokenLimit - 1) {
      _ = backend.issueToken()
    }

    let retired = await answer(.get, "/countries/DEU", token: first)
    let kept = await answer(.get, "/countries/DEU", token: second)

    #expect(retired.status == 401)
    #expect(kept.status == 200)
  }

  @Test func theLogKeepsOnlyTheLatestRequests() async {
    for _ in 0..<(AtlasBackend.logLimit + 5) {
      _ = await answer(.get, "/nowhere")
    }
    let last = await answer(.get, "/countries/DEU")

    #expect(backend.answeredRequests.count == AtlasBackend.logLimit)
    #expect(backend.answeredRequests.last?.status == last.status)
  }

  @Test func logoutWithoutATokenIsRefusedWith401() async {
    #expect(await failureStatus(of: ServerRequest<EmptyResponse>.logout, through: worker()) == 401)
  }

  @Test func logoutEndsOnlyTheTokenItCarries() async throws {
    let first = try await signedInWorker()
    let second = try await signedInWorker()

    let _: EmptyResponse = try await first.send(.logout)

    let country: Country = try await second.send(.country(code: "DEU"))
    #expect(country.code == "DEU")
  }

  @Test(arguments: ["/suggest", "/countries/DEU"])
  func aRequestWithoutATokenIsRefusedWith401(path: String) async throws {
    let response = await answer(.get, path, query: [URLQueryItem(name: "q", value: "ger")])
    #expect(response.status == 401)
    #expect(response.headers["WWW-Authenticate"] == "Bearer")
    #expect(try message(of: response) == "The request has no Authorization header")
  }

  @Test func anUnknownTokenIsRefusedWith401() async throws {
    let worker = worker().authenticated(with: "0123456789abcdef")
    let request = ServerRequest<Country>.get("/countries/DEU")
    #expect(await failureStatus(of: request, through: worker) == 401)
  }

  @Test func aTokenOfAnotherBackendIsRefusedWith401() async throws {
    let token = AtlasBackend().issueToken()
    let response = await answer(.get, "/countries/DEU", token: token)
    #expect(response.status == 401)
    #expect(try message(of: response) == "The bearer token is not valid")
  }

  @Test(arguments: ["Basic TOKEN", "TOKEN", "Bearer", "Bearer TOKEN extra", "BearerTOKEN"])
  func anAuthorizationHeaderNotOfTheFormBearerTokenIsRefusedWith401(form: String) async throws {
    let field = form.replacingOccurrences(of: "TOKEN", with: backend.issueToken())
    let response = await backend.handle(
      ServerHTTPRequest(method: .get, path: "/countries/DEU", headers: ["Authorization": field]))
    #expect(response.status == 401)
    #expect(try message(of: response) == "The Authorization header is not \"Bearer TOKEN\"")
  }

  @Test func theBearerSchemeIsReadInAnyCase() async throws {
    let field = "bEARER \(backend.issueToken())"
    let response = await backend.handle(
      ServerHTTPRequest(method: .get, path: "/countries/DEU", headers: ["Authorization": field]))
    #expect(response.status == 200)
  }

  // MARK: - Countries

  @Test func germanyHasBerlinAbout83MillionPeopleInEurope() async throws {
    let germany: Country = try await signedInWorker().send(.get("/countries/DEU"))
    #expect(germany.name == "Germany")
    #expect(germany.capital == "Berlin")
    #expect((80_000_000...86_000_000).contains(germany.population))
    #expect(germany.region == "Europe")
  }

  @Test func countryCodesAreMatchedIgnoringCase() async throws {
    let country: Country = try await signedInWorker().send(.get("/countries/deu"))
    #expect(country.code == "DEU")
  }

  @Test func anUnknownCountryCodeIsAnsweredWith404() async throws {
    let response = await answer(.get, "/countries/XYZ", token: backend.issueToken())
    #expect(response.status == 404)
    #expect(try message(of: response) == "No country has the code XYZ")
  }

  // MARK: - Routing

  @Test(arguments: ["/", "/logout/", "/login/", "/countries", "/countries/", "/suggest/ger"])
  func anUnknownPathIsAnsweredWith404(path: String) async throws {
    let response = await answer(.get, path, token: backend.issueToken())
    #expect(response.status == 404)
    #expect(response.headers["Content-Type"] == "application/json; charset=utf-8")
    #expect(try message(of: response) == "No endpoint at \(path)")
  }

  @Test(arguments: [
    (HTTPMethod.get, "/login", "POST"),
    (HTTPMethod.post, "/suggest", "GET"),
    (HTTPMethod.delete, "/countries/DEU", "GET"),
  ])
  func aKnownPathWithAnotherMethodIsAnsweredWith405BeforeAnyTokenCheck(
    method: HTTPMethod,
    path: String,
    allowed: String
  ) async throws {
    let response = await answer(method, path)
    #expect(response.status == 405)
    #expect(response.headers["Allow"] == allowed)
    #expect(try message(of: response) == "\(path) answers \(allowed), not \(method.rawValue)")
  }

  // MARK: - Counting

  @Test func countsAnsweredRequestsPerPathAndQuery() async throws {
    let worker = try await signedInWorker()
    for text in ["ger", "ger", "cre"] {
      let _: SuggestResponse = try await worker.send(.get("/suggest", query: ["q": text]))
    }
    let _: Country = try await worker.send(.get("/countries/DEU"))

    #expect(backend.requestCount(path: "/suggest", query: ["q": "ger"]) == 2)
    #expect(backend.requestCount(path: "/suggest", query: ["q": "cre"]) == 1)
    #expect(backend.requestCount(path: "/suggest", query: ["q": "fra"]) == 0)
    #expect(backend.requestCount(path: "/suggest") == 3)
    #expect(backend.requestCount(path: "/countries/DEU") == 1)
    #expect(backend.requestCount(path: "/login") == 1)
  }

  @Test func anEmptyQueryCountsOnlyRequestsWithoutQuery() async throws {
    let token = backend.issueToken()
    _ = await answer(.get, "/suggest", token: token)
    _ = await answer(.get, "/suggest", query: [URLQueryItem(name: "q", value: "ger")], token: token)
    #expect(backend.requestCount(path: "/suggest", query: [:]) == 1)
  }

  @Test func theLogKeepsMethodPathQueryAndStatusOfEveryAnswerIncludingRefusals() async throws {
    let query = [URLQueryItem(name: "q", value: "Côte")]
    _ = await answer(.get, "/suggest", query: query)
    _ = await answer(.get, "/suggest", query: query, token: backend.issueToken())
    #expect(
      backend.answeredRequests == [
        AnsweredRequest(method: .get, path: "/suggest", queryItems: query, status: 401),
        AnsweredRequest(method: .get, path: "/suggest", queryItems: query, status: 200),
      ])
  }

  // MARK: - Support

  /// A worker that reaches the backend as the app does, through the embedded transport.
  private func worker() -> ServerWorker {
    ServerWorker(transport: EmbeddedTransport(handler: backend.handle))
  }

  /// A worker signed in with the demo account.
  private func signedInWorker() async throws -> any ServerWorkerInterface {
    let worker = worker()
    let answer: LoginResponse = try await worker.send(.post("/login", body: demoCredentials))
    return worker.authenticated(with: answer.token)
  }

  /// The status of the answer that made the request fail, or `nil` when it did not fail so.
  private func failureStatus<Response>(
    of request: ServerRequest<Response>,
    through worker: any ServerWorkerInterface
  ) async -> Int? {
    do {
      _ = try await worker.send(request)
      return nil
    } catch {
      guard case .http(let status, _) = error else { return nil }
      return status
    }
  }

  /// The backend's answer to a request handed straight to it.
  private func answer(
    _ method: HTTPMethod,
    _ path: String,
    query: [URLQueryItem] = [],
    token: String? = nil,
    body: String = ""
  ) async -> ServerHTTPResponse {
    var headers: HTTPHeaders = [:]
    if let token {
      headers["Authorization"] = "Bearer \(token)"
    }
    let request = ServerHTTPRequest(
      method: method, path: path, queryItems: query, headers: headers, body: Data(body.utf8))
    return await backend.handle(request)
  }

  /// The message of an error answer's body.
  private func message(of response: ServerHTTPResponse) throws -> String {
    try JSONDecoder().decode(ErrorResponse.self, from: response.body).error
  }
}
