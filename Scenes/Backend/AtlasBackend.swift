import Foundation
import ServerWorker
import Synchronization

/// The in-process server of Atlas: signs people in, suggests countries and serves their details.
///
/// It answers the same HTTP API a remote Atlas server does, so the app behaves the same with
/// either; ``EmbeddedTransport`` hands it each request exactly as a network server would see it.
///
/// - `POST /login` with `{"email": "...", "password": "..."}`: 200 with a ``LoginResponse``
///   carrying a fresh token; 401 on wrong credentials; 400 on a malformed body.
/// - `POST /logout`: 204; the token the request carries stops working.
/// - `GET /suggest?q=TEXT`: 200 with a ``SuggestResponse``; 400 without `q`.
/// - `GET /countries/{code}`: 200 with the ``Country``, the code matched ignoring case; 404 for
///   an unknown code.
///
/// Every request but `/login` needs `Authorization: Bearer TOKEN` with a token from a sign-in,
/// else 401. A path it does not serve gets 404, a served path with another method 405. Checks
/// run in that order: path, method, token, then the request's own content. Every answer outside
/// 2xx has an ``ErrorResponse`` body. A token works until it is signed out with.
///
/// ```swift
/// let backend = AtlasBackend()
/// let worker = ServerWorker(transport: EmbeddedTransport(handler: backend.handle))
/// let answer: LoginResponse = try await worker.send(
///   .post("/login", body: Credentials(email: "demo@example.com", password: "atlas-demo-1")))
/// let germany: Country = try await worker.authenticated(with: answer.token)
///   .send(.get("/countries/DEU"))
/// ```
final class AtlasBackend: Sendable {
  /// The most countries one suggestion lists.
  static let suggestionLimit = 10

  /// The accounts that can sign in.
  let accounts: [Account]
  /// The countries served, indexed.
  let countries: CountryIndex
  /// The most tokens that work at once: a sign-in beyond it retires the oldest token, so that
  /// sign-ins without sign-outs cannot grow the backend without end.
  static let tokenLimit = 1_000
  /// The most requests the log keeps, the latest.
  static let logLimit = 1_000

  /// The tokens handed out by sign-ins and still working, oldest first.
  private let tokens = Mutex<[String]>([])
  /// The latest requests answered, oldest first.
  private let log = Mutex<[AnsweredRequest]>([])

  /// Creates a backend.
  ///
  /// - Parameters:
  ///   - accounts: The accounts that can sign in; the demo account unless given.
  ///   - countries: The countries to serve, in any order; the UN member states unless given.
  init(
    accounts: [Account] = [.demo],
    countries: [Country]? = nil
  ) {
    self.accounts = accounts
    self.countries = countries.map(CountryIndex.init) ?? .unMemberStates
  }

  /// Answers a request as an Atlas server would, and logs it.
  ///
  /// - Parameter request: The request, as a server receives it.
  /// - Returns: The answer, whatever its status.
  func handle(_ request: ServerHTTPRequest) async -> ServerHTTPResponse {
    let response = answer(to: request)
    let answered = AnsweredRequest(
      method: request.method,
      path: request.path,
      queryItems: request.queryItems,
      status: response.status
    )
    log.withLock { log in
      log.append(answered)
      if log.count > Self.logLimit {
        log.removeFirst(log.count - Self.logLimit)
      }
    }
    return response
  }

  private func answer(to request: ServerHTTPRequest) -> ServerHTTPResponse {
    guard let endpoint = AtlasEndpoint(path: request.path) else {
      return Self.failure("No endpoint at \(request.path)", status: 404)
    }
    guard request.method == endpoint.method else {
      var response = Self.failure(
        "\(request.path) answers \(endpoint.method.rawValue), not \(request.method.rawValue)",
        status: 405
      )
      response.headers["Allow"] = endpoint.method.rawValue
      return response
    }
    if endpoint.requiresToken, let refusal = refusal(of: request.headers["Authorization"]) {
      return refusal
    }
    switch endpoint {
    case .login:
      return signIn(body: request.body)
    case .logout:
      return signOut(authorization: request.headers["Authorization"])
    case .suggest:
      return suggest(query: request.queryItems)
    case .country(let code):
      return country(code: code)
    }
  }

  // MARK: - Tokens

  /// The 401 answer for an `Authorization` field that carries no valid token, or `nil` when the
  /// token is one a sign-in handed out.
  private func refusal(of authorization: String?) -> ServerHTTPResponse? {
    let reason: String
    if let authorization {
      if let token = Self.bearerToken(in: authorization) {
        guard !tokens.withLock({ $0.contains(token) }) else { return nil }
        reason = "The bearer token is not valid"
      } else {
        reason = "The Authorization header is not \"Bearer TOKEN\""
      }
    } else {
      reason = "The request has no Authorization header"
    }
    var response = Self.failure(reason, status: 401)
    response.headers["WWW-Authenticate"] = "Bearer"
    return response
  }

  /// The token of a `Bearer TOKEN` field, the scheme in any case, or `nil` for any other form.
  private static func bearerToken(in authorization: String) -> String? {
    let parts = authorization.split(separator: " ")
    guard parts.count == 2, parts[0].lowercased() == "bearer" else { return nil }
    return String(parts[1])
  }

  /// Hands out a fresh token that later requests may carry: 32 random bytes, in hexadecimal.
  ///
  /// - Returns: The token, now valid until it is signed out with.
  func issueToken() -> String {
    var generator = SystemRandomNumberGenerator()
    let digits = Array("0123456789abcdef")
    var token = ""
    for _ in 0..<32 {
      let byte = UInt8.random(in: .min ... .max, using: &generator)
      token.append(digits[Int(byte >> 4)])
      token.append(digits[Int(byte & 0x0F)])
    }
    tokens.withLock { tokens in
      tokens.append(token)
      if tokens.count > Self.tokenLimit {
        tokens.removeFirst(tokens.count - Self.tokenLimit)
      }
    }
    return token
  }

  /// Makes the token of a valid `Authorization` field stop working.
  ///
  /// - Parameter authorization: The request's `Authorization` field, already found valid.
  /// - Returns: The 204 answer.
  func signOut(authorization: String?) -> ServerHTTPResponse {
    if let token = authorization.flatMap(Self.bearerToken) {
      tokens.withLock { $0.removeAll { $0 == token } }
    }
    return ServerHTTPResponse(status: 204)
  }

  // MARK: - Log

  /// The latest requests answered (at most ``logLimit``), oldest first, without headers or
  /// bodies.
  var answeredRequests: [AnsweredRequest] {
    log.withLock { $0 }
  }

  /// How many requests to a path, and optionally with exactly a query, the backend has answered.
  ///
  /// <!-- swift-check
  /// let backend = AtlasBackend()
  /// -->
  /// ```swift
  /// backend.requestCount(path: "/suggest", query: ["q": "ger"])
  /// ```
  ///
  /// - Parameters:
  ///   - path: The decoded path, such as `/suggest`.
  ///   - query: The decoded query items by name, as given to ``ServerRequest/get(_:query:)``;
  ///     `[:]` counts only requests without a query, `nil` counts every query.
  /// - Returns: The number of answered requests, whatever their status.
  func requestCount(path: String, query: [String: String]? = nil) -> Int {
    let expectedItems = query.map { query in
      Self.sortedByName(query.map { URLQueryItem(name: $0.key, value: $0.value) })
    }
    return answeredRequests.count { request in
      guard request.path == path else { return false }
      guard let expectedItems else { return true }
      return Self.sortedByName(request.queryItems) == expectedItems
    }
  }

  /// Query items sorted by name, those of the same name kept in their order.
  private static func sortedByName(_ items: [URLQueryItem]) -> [URLQueryItem] {
    items.enumerated()
      .sorted { ($0.element.name, $0.offset) < ($1.element.name, $1.offset) }
      .map(\.element)
  }

  // MARK: - Answers

  /// An answer with an ``ErrorResponse`` body.
  static func failure(_ message: String, status: Int) -> ServerHTTPResponse {
    .json(ErrorResponse(error: message), status: status)
  }
}
