public import DLC
import Foundation
public import ServerWorker
import Synchronization
public import Testing
import WorkerTesting

/// A server worker for tests: answers requests by method and path as the test set up, records
/// every request, and fails the test on a request it has no answer for.
///
/// The stub runs the real `ServerWorker` over a transport that consults the
/// answers, so requests are built (headers, bearer token, JSON body) and answers decoded (typed
/// values, error statuses, unreadable answers) exactly as in the application, without retries.
///
/// <!-- swift-check
/// let germany = CountrySummary(Country.germany)
/// let france = Country.georgia
/// -->
/// ```swift
/// let server = ServerStub()
/// server.answer(.get, "/suggest", json: SuggestResponse(countries: [germany]))
/// server.answer(.get, "/countries/DEU", status: 404)
/// server.fail(.post, "/login", with: .timedOut)
/// server.answer(.get, "/countries/FRA") { request in
///   request.headers["Authorization"] == nil ? .text("Sign in first", status: 401) : .json(france)
/// }
/// // … the scene sends its requests
/// #expect(server.requests.map(\.target) == ["/suggest?q=Ger"])
/// ```
public final class ServerStub: ServerWorkerInterface, SharedAcrossScenes {
  /// What the stub answers to a request it was set up for: a response, or a failure such as
  /// `.timedOut` as the transport would report it.
  public typealias Answer =
    @Sendable (ServerHTTPRequest) async throws(ServerError) -> ServerHTTPResponse

  private let routes: ServerStubRoutes
  private let worker: ServerWorker
  private let unimplemented: UnimplementedWorker?

  /// Creates a stub with no answers set up.
  ///
  /// - Parameter sourceLocation: Where a request without an answer is reported: by default the
  ///   line that made the stub.
  public init(sourceLocation: SourceLocation = #_sourceLocation) {
    routes = ServerStubRoutes(sourceLocation: sourceLocation)
    worker = Self.worker(over: routes)
    unimplemented = nil
  }

  private init(unimplemented: UnimplementedWorker) {
    routes = ServerStubRoutes(sourceLocation: unimplemented.sourceLocation)
    worker = Self.worker(over: routes)
    self.unimplemented = unimplemented
  }

  private init(routes: ServerStubRoutes, worker: ServerWorker) {
    self.routes = routes
    self.worker = worker
    unimplemented = nil
  }

  /// A stub that records an issue on every use, authenticating included.
  ///
  /// - Parameter sourceLocation: Where failures are reported: the line that made the stub.
  /// - Returns: The stub; every request it receives fails with `ServerError.unreachable`.
  public static func unimplemented(sourceLocation: SourceLocation = #_sourceLocation) -> ServerStub
  {
    ServerStub(
      unimplemented: UnimplementedWorker(worker: "ServerWorker", sourceLocation: sourceLocation))
  }

  // MARK: - Setting up answers

  /// Answers every request with this method and path, replacing any answer set up before.
  ///
  /// - Parameters:
  ///   - method: The request method.
  ///   - path: The path, exactly as the request has it, without the query.
  ///   - answer: Builds the response from the request, or throws the failure to report.
  public func answer(_ method: HTTPMethod, _ path: String, with answer: @escaping Answer) {
    routes.set(answer, for: method, path)
  }

  /// Answers every request with this method and path with a value encoded as JSON.
  ///
  /// - Parameters:
  ///   - method: The request method.
  ///   - path: The path, without the query.
  ///   - value: The value the server sends back.
  ///   - status: The status; 200 by default.
  public func answer(
    _ method: HTTPMethod, _ path: String, json value: some Encodable & Sendable, status: Int = 200
  ) {
    let response = ServerHTTPResponse.json(value, status: status)
    answer(method, path) { _ in response }
  }

  /// Answers every request with this method and path with a status and a text body.
  ///
  /// - Parameters:
  ///   - method: The request method.
  ///   - path: The path, without the query.
  ///   - status: The status, such as 404.
  ///   - text: The body; empty by default.
  public func answer(_ method: HTTPMethod, _ path: String, status: Int, text: String = "") {
    let response = ServerHTTPResponse.text(text, status: status)
    answer(method, path) { _ in response }
  }

  /// Fails every request with this method and path as the transport would, such as with
  /// `.unreachable` or `.timedOut`.
  ///
  /// - Parameters:
  ///   - method: The request method.
  ///   - path: The path, without the query.
  ///   - error: The failure the scene receives.
  public func fail(_ method: HTTPMethod, _ path: String, with error: ServerError) {
    answer(method, path) { _ throws(ServerError) in throw error }
  }

  // MARK: - Reading what was sent

  /// Every request the stub received, oldest first, as it would travel: method, path, query,
  /// headers (the bearer token among them) and body.
  public var requests: [ServerHTTPRequest] {
    routes.requests
  }

  /// The requests received with this method and path, oldest first.
  ///
  /// - Parameters:
  ///   - method: The request method.
  ///   - path: The path, without the query.
  /// - Returns: The matching requests.
  public func requests(_ method: HTTPMethod, _ path: String) -> [ServerHTTPRequest] {
    routes.requests.filter { $0.method == method && $0.path == path }
  }

  // MARK: - Interface

  /// Sends the request to the answer set up for its method and path and decodes the response.
  ///
  /// - Parameter request: The request, typed by the response it decodes.
  /// - Returns: The decoded answer of a 2xx status.
  /// - Throws: The `ServerError` the answer gave, an error status, or an unreadable answer;
  ///   `.unreachable` for a request without an answer, which also records an issue.
  public func send<Response>(
    _ request: ServerRequest<Response>
  ) async throws(ServerError) -> Response {
    if let unimplemented {
      unimplemented.report("send(\(request.method.rawValue) \(request.path))")
      throw .unreachable
    }
    return try await worker.send(request)
  }

  /// A stub with the same answers and the same record of requests that sends the bearer token
  /// with every request; this stub itself still sends none.
  ///
  /// - Parameter token: The token.
  /// - Returns: The authenticated stub; an unimplemented stub records an issue and returns
  ///   itself.
  public func authenticated(with token: String) -> any ServerWorkerInterface {
    if let unimplemented {
      unimplemented.report("authenticated(with: <token>)")
      return self
    }
    return ServerStub(routes: routes, worker: worker.withToken(token))
  }

  private static func worker(over routes: ServerStubRoutes) -> ServerWorker {
    ServerWorker(transport: routes, configuration: ServerConfiguration(maxRetries: 0))
  }
}
