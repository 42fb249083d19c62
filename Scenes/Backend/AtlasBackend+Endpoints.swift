import Foundation
import ServerWorker

extension AtlasBackend {
  /// What a sign-in body must look like, for the messages that say it does not.
  private static let expectedLoginBody = #"{"email": "...", "password": "..."}"#

  /// Answers `POST /login`.
  func signIn(body: Data) -> ServerHTTPResponse {
    guard !body.isEmpty else {
      return Self.failure("The body is empty; expected \(Self.expectedLoginBody)", status: 400)
    }
    let credentials: Credentials
    do {
      credentials = try JSONDecoder().decode(Credentials.self, from: body)
    } catch {
      return Self.failure(Self.reason(rejecting: error), status: 400)
    }
    let account = accounts.first {
      $0.accepts(email: credentials.email, password: credentials.password)
    }
    guard let account else {
      return Self.failure("Invalid email or password", status: 401)
    }
    return .json(LoginResponse(user: account.user, token: issueToken()))
  }

  /// Answers `GET /suggest`; an item `q` without a value asks for the empty text.
  func suggest(query: [URLQueryItem]) -> ServerHTTPResponse {
    guard let item = query.first(where: { $0.name == "q" }) else {
      return Self.failure("The query has no q, the start of a country's name", status: 400)
    }
    let found = countries.countries(
      whoseNameStartsWith: item.value ?? "",
      limit: Self.suggestionLimit
    )
    return .json(SuggestResponse(countries: found.map(CountrySummary.init)))
  }

  /// Answers `GET /countries/{code}`.
  func country(code: String) -> ServerHTTPResponse {
    guard let country = countries.country(code: code) else {
      return Self.failure("No country has the code \(code)", status: 404)
    }
    return .json(country)
  }

  /// Why a sign-in body did not decode, said in terms of the body rather than of the decoder.
  private static func reason(rejecting error: any Error) -> String {
    switch error as? DecodingError {
    case .keyNotFound(let key, _)?:
      return "The body has no \"\(key.stringValue)\"; expected \(expectedLoginBody)"
    case .typeMismatch(_, let context)?, .valueNotFound(_, let context)?:
      guard let key = context.codingPath.last else {
        return "The body is not a JSON object; expected \(expectedLoginBody)"
      }
      return "\"\(key.stringValue)\" in the body is not a string"
    case .dataCorrupted?, nil, .some:
      return "The body is not valid JSON; expected \(expectedLoginBody)"
    }
  }
}
