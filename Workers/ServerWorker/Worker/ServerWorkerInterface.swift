/// Sends typed requests to the server; what scenes and containers depend on.
///
/// Inject it as `any ServerWorkerInterface`, so that tests can put a double in its place.
///
/// ```swift
/// let worker: any ServerWorkerInterface = ServerWorker(transport: EmbeddedTransport(handler: backend))
/// let answer: LoginAnswer = try await worker.send(.post("/login", body: credentials))
/// await worker.setToken(answer.token)
/// let country: Country = try await worker.send(.get("/countries/DEU"))
/// ```
public protocol ServerWorkerInterface: Sendable {
  /// Sends a request and decodes the server's answer.
  ///
  /// - Parameter request: The request, typed by the response it decodes.
  /// - Returns: The decoded answer of a 2xx status.
  /// - Throws: A ``ServerError`` that says what failed.
  func send<Response>(_ request: ServerRequest<Response>) async throws(ServerError) -> Response

  /// Sets the bearer token sent with every later request, or removes it with `nil`.
  ///
  /// - Parameter token: The token received at sign-in; `nil` after sign-out.
  func setToken(_ token: String?) async
}
