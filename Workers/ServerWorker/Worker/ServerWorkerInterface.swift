/// Sends typed requests to the server; what scenes and containers depend on.
///
/// Inject it as `any ServerWorkerInterface`, so that tests can put a double in its place.
///
/// <!-- swift-check
/// func example(
///   backend: @escaping @Sendable (ServerHTTPRequest) async -> ServerHTTPResponse,
///   credentials: Credentials
/// ) async throws {
///   <#example#>
/// }
/// -->
/// ```swift
/// let transport = EmbeddedTransport(handler: backend)
/// let worker: any ServerWorkerInterface = ServerWorker(transport: transport)
/// let answer: LoginResponse = try await worker.send(.post("/login", body: credentials))
/// let signedIn = worker.authenticated(with: answer.token)
/// let country: Country = try await signedIn.send(.get("/countries/DEU"))
/// ```
public protocol ServerWorkerInterface: Sendable {
  /// Sends a request and decodes the server's answer.
  ///
  /// - Parameter request: The request, typed by the response it decodes.
  /// - Returns: The decoded answer of a 2xx status.
  /// - Throws: A ``ServerError`` that says what failed.
  func send<Response>(_ request: ServerRequest<Response>) async throws(ServerError) -> Response

  /// A worker that sends the bearer token with every request, leaving this one without it.
  ///
  /// The credential lives exactly as long as the worker returned: hold it where the signed-in
  /// session lives and let it go when the session ends.
  ///
  /// - Parameter token: The token received at sign-in.
  /// - Returns: The authenticated worker.
  func authenticated(with token: String) -> any ServerWorkerInterface
}
