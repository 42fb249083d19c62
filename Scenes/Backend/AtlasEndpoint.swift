import ServerWorker

/// An endpoint of the Atlas HTTP API, recognised from a request's path.
enum AtlasEndpoint: Equatable {
  /// `POST /login`: signs in.
  case login
  /// `POST /logout`: signs out; the token the request carries stops working.
  case logout
  /// `GET /suggest?q=TEXT`: the countries whose name starts with the text.
  case suggest
  /// `GET /countries/{code}`: one country's details.
  ///
  /// - Parameter code: The code as it appears in the path, in any case.
  case country(code: String)

  /// Recognises the endpoint a decoded path names, or returns `nil` for any other path.
  ///
  /// Paths match exactly: `/login/` and `/countries/DEU/extra` name no endpoint.
  ///
  /// - Parameter path: The decoded path, starting with `/`.
  init?(path: String) {
    switch path {
    case "/login":
      self = .login
    case "/logout":
      self = .logout
    case "/suggest":
      self = .suggest
    default:
      let prefix = "/countries/"
      guard path.hasPrefix(prefix) else { return nil }
      let code = path.dropFirst(prefix.count)
      guard !code.isEmpty, !code.contains("/") else { return nil }
      self = .country(code: String(code))
    }
  }

  /// The one method the endpoint answers.
  var method: HTTPMethod {
    switch self {
    case .login, .logout: .post
    case .suggest, .country: .get
    }
  }

  /// Whether a request must carry `Authorization: Bearer TOKEN`; only signing in needs none.
  var requiresToken: Bool {
    self != .login
  }
}
