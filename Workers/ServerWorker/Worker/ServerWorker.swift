import Foundation

/// Sends typed requests over a transport: adds the bearer token, waits, retries, limits and
/// decodes answers, and turns every failure into a ``ServerError``.
///
/// A worker's token is fixed when it is made: a worker without one never sends credentials, and
/// ``authenticated(with:)`` makes a sibling that sends them. Whoever holds the authenticated
/// sibling holds the credential; dropping it drops the credential.
///
/// A 2xx answer is decoded as JSON into the request's response type (``EmptyResponse`` reads
/// nothing, for a 204); any other status throws ``ServerError/http(status:excerpt:)``. Idempotent
/// requests are retried with a doubling backoff taken on the injected clock; timeouts run in real
/// time. The token never appears in a description or an error.
///
/// <!-- swift-check
/// func example(serverURL: URL, answer: LoginResponse) async throws {
///   <#example#>
/// }
/// -->
/// ```swift
/// import ServerWorkerNetworking
///
/// let worker = ServerWorker(
///   transport: URLSessionTransport(baseURL: serverURL),
///   configuration: ServerConfiguration(timeout: .seconds(5))
/// )
/// let signedIn = worker.authenticated(with: answer.token)
/// let country: Country = try await signedIn.send(.get("/countries/DEU"))
/// ```
public final class ServerWorker: ServerWorkerInterface {
  let transport: any ServerTransport
  let configuration: ServerConfiguration
  let clock: any Clock<Duration>
  private let token: String?

  /// Creates a worker.
  ///
  /// - Parameters:
  ///   - transport: Carries requests to the server.
  ///   - configuration: Timeout, retries, backoff and size limit.
  ///   - clock: The clock that retry backoff waits on.
  public convenience init(
    transport: some ServerTransport,
    configuration: ServerConfiguration = ServerConfiguration(),
    clock: any Clock<Duration> = ContinuousClock()
  ) {
    self.init(transport: transport, configuration: configuration, clock: clock, token: nil)
  }

  private init(
    transport: any ServerTransport,
    configuration: ServerConfiguration,
    clock: any Clock<Duration>,
    token: String?
  ) {
    self.transport = transport
    self.configuration = configuration
    self.clock = clock
    self.token = token
  }

  /// A worker on the same transport, configuration and clock that sends the bearer token with
  /// every request; this worker itself stays as it was.
  ///
  /// - Parameter token: The token received at sign-in.
  /// - Returns: The authenticated worker.
  public func authenticated(with token: String) -> any ServerWorkerInterface {
    withToken(token)
  }

  /// ``authenticated(with:)`` as a worker of this type, for doubles built on one.
  package func withToken(_ token: String) -> ServerWorker {
    ServerWorker(transport: transport, configuration: configuration, clock: clock, token: token)
  }

  /// Sends a request and decodes the server's answer.
  ///
  /// - Parameter request: The request, typed by the response it decodes.
  /// - Returns: The decoded answer of a 2xx status.
  /// - Throws: ``ServerError/invalidRequest(reason:)`` before sending a malformed request;
  ///   ``ServerError/unreachable``, ``ServerError/timedOut`` or ``ServerError/http(status:excerpt:)``
  ///   once retries, if any, are spent; ``ServerError/tooLarge(limit:)``;
  ///   ``ServerError/undecodable(type:codingPath:description:)``; ``ServerError/cancelled``.
  public func send<Response>(
    _ request: ServerRequest<Response>
  ) async throws(ServerError) -> Response {
    let timeout = request.timeout ?? configuration.timeout
    do throws(ServerError) {
      let httpRequest = try httpRequest(for: request, token: token)
      guard timeout > .zero else {
        throw .invalidRequest(
          reason: "the timeout of \(request.method.rawValue) \(request.path) is not positive"
        )
      }
      guard !Task.isCancelled else { throw .cancelled }
      let response = try await exchange(httpRequest, timeout: timeout)
      // An answer that arrives after cancellation is dropped, never decoded.
      guard !Task.isCancelled else { throw .cancelled }
      return try decoded(response, as: Response.self)
    } catch {
      throw Self.redacting(token, in: error)
    }
  }

  private func httpRequest<Response>(
    for request: ServerRequest<Response>,
    token: String?
  ) throws(ServerError) -> ServerHTTPRequest {
    if let reason = request.invalidityReason {
      throw .invalidRequest(reason: reason)
    }
    var headers: HTTPHeaders = ["Accept": "application/json"]
    if let token {
      headers["Authorization"] = "Bearer \(token)"
    }
    if request.body != nil {
      headers["Content-Type"] = "application/json"
    }
    for field in request.headers.sortedFields {
      headers[field.name] = field.value
    }
    var built = ServerHTTPRequest(
      method: request.method,
      path: request.path,
      queryItems: request.queryItems,
      headers: headers,
      body: request.body ?? Data()
    )
    built.encodedPath = request.encodedPath
    return built
  }

  /// The error with every occurrence of the token replaced, since a server may echo it back.
  private static func redacting(_ token: String?, in error: ServerError) -> ServerError {
    guard let token, !token.isEmpty else { return error }
    func redacted(_ text: String) -> String {
      text.replacingOccurrences(of: token, with: "<redacted>")
    }
    switch error {
    case .http(let status, let excerpt):
      return .http(status: status, excerpt: redacted(excerpt))
    case .undecodable(let type, let codingPath, let description):
      return .undecodable(
        type: type,
        codingPath: redacted(codingPath),
        description: redacted(description)
      )
    case .invalidRequest(let reason):
      return .invalidRequest(reason: redacted(reason))
    case .crossOriginRedirect(let location):
      return .crossOriginRedirect(location: redacted(location))
    case .unreachable, .timedOut, .tooLarge, .cancelled, .tooManyRedirects:
      return error
    }
  }
}
