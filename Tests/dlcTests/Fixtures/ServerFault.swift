import LoopbackHTTPServer
import ServerWorker
import Synchronization
import Testing

@testable import Scenes

/// A way for Atlas's server to fail once the person has signed in, and the alert it must end in.
enum ServerFault: String, CaseIterable, CustomTestStringConvertible {
  case neverAnswers, answers500, dropsTheConnection, refusesConnections

  var testDescription: String { rawValue }

  /// The title of the alert a failed search shows.
  var alert: String {
    switch self {
    case .neverAnswers: "Server timed out"
    case .answers500: "Server error (500)"
    case .dropsTheConnection, .refusesConnections: "Server unreachable"
    }
  }

  /// Commands that sign in and search, ending with the command whose settling must bring up
  /// the alert, and the expectation that it did.
  var script: String {
    AtlasScript.signIn + """
      expect scene is Search
      type query ger
      wait 300ms
      expect alert has "\(alert)"

      """
  }

  /// Starts a server that signs people in as Atlas's backend does and then fails every other
  /// request this way.
  func start() async throws -> LoopbackHTTPServer {
    let backend = AtlasBackend()
    let started = Mutex<LoopbackHTTPServer?>(nil)
    let fault = self
    let server = try await LoopbackHTTPServer.start(replying: { request in
      if request.path == "/login" {
        if fault == .refusesConnections {
          // The sign-in is answered on its open connection; every later one is refused.
          started.withLock { $0?.stopListening() }
        }
        return .answer(await backend.handle(request))
      }
      switch fault {
      case .neverAnswers: return .neverAnswer
      case .answers500: return .answer(.text("Internal error", status: 500))
      case .dropsTheConnection, .refusesConnections: return .closeConnection
      }
    })
    started.withLock { $0 = server }
    return server
  }
}
