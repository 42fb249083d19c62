import ServerWorker

/// The Atlas HTTP API, one factory per endpoint.
extension ServerRequest where Response == LoginResponse {
  /// `POST /login`: signs in and returns the user and their token.
  static func login(_ credentials: Credentials) throws(ServerError) -> Self {
    try .post("/login", body: credentials)
  }
}

extension ServerRequest where Response == EmptyResponse {
  /// `POST /logout`: signs out; the token the request carries stops working.
  static var logout: Self {
    ServerRequest(method: .post, path: "/logout")
  }
}

extension ServerRequest where Response == SuggestResponse {
  /// `GET /suggest?q=TEXT`: up to 10 countries whose name starts with the text.
  static func suggestions(for query: String) -> Self {
    .get("/suggest", query: ["q": query])
  }
}

extension ServerRequest where Response == Country {
  /// `GET /countries/{code}`: one country in full; the code is one path segment whatever it
  /// holds, since it comes from a server answer.
  static func country(code: String) -> Self {
    .get(segments: ["countries", code])
  }
}
