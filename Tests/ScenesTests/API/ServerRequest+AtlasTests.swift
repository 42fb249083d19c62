import Foundation
import LoopbackHTTPServer
import ServerWorker
import ServerWorkerNetworking
import TestSupport
import Testing

@testable import Scenes

/// Atlas's requests as they reach a real server on 127.0.0.1.
@Suite(.hangGuard)
struct ServerRequestAtlasTests {
  @Test(arguments: ["../../logout", "..", "DEU/../../logout", "DEU?x=1", "DEU#x", "DEU%2F.."])
  func aCountryCodeFromAnAnswerStaysInTheCountriesPath(code: String) async throws {
    let backend = AtlasBackend()
    let server = try await LoopbackHTTPServer.start(handler: backend.handle)
    defer { server.stop() }
    let worker = ServerWorker(transport: URLSessionTransport(baseURL: server.baseURL))
    let signedIn = try await worker.send(
      .login(Credentials(email: "demo@example.com", password: "atlas-demo-1")))
    let session = worker.authenticated(with: signedIn.token)

    await #expect(throws: ServerError.self) {
      _ = try await session.send(.country(code: code))
    }

    #expect(backend.requestCount(path: "/logout") == 0)
    #expect(backend.requestCount(path: "/countries/\(code)") == 1)
    // The token still works: nothing signed it out.
    let germany = try await session.send(.country(code: "DEU"))
    #expect(germany.name == "Germany")
  }
}
