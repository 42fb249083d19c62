import ServerWorker
import ServerWorkerTesting
import Testing

@testable import Scenes

extension ServerStub {
  /// A server that suggests these countries for any query, as Search asks it.
  ///
  /// - Parameters:
  ///   - countries: The suggestions, in the order the server sends them.
  ///   - sourceLocation: Where a request without an answer is reported: by default the line
  ///     that made the stub.
  /// - Returns: The stub, with only `GET /suggest` answered.
  static func suggesting(
    _ countries: [CountrySummary], sourceLocation: SourceLocation = #_sourceLocation
  ) -> ServerStub {
    let server = ServerStub(sourceLocation: sourceLocation)
    server.answer(.get, "/suggest", json: SuggestResponse(countries: countries))
    return server
  }
}
