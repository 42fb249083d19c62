import CacheWorkerTesting
import DLC
import DLCTesting
import ServerWorker
import ServerWorkerTesting
import Testing

@testable import Scenes

extension SceneHarness {
  /// A new harness showing one of act 2's scenes, built by a stub container for the signed-in
  /// fixture person that holds the server, a cache in memory and the harness's clock.
  ///
  /// - Parameters:
  ///   - scene: The scene to show.
  ///   - server: The server the scene asks.
  ///   - sourceLocation: Where the container reports a worker the test did not hand in.
  /// - Returns: The harness, the scene shown and settled.
  static func showing(
    _ scene: Act2Scene, server: ServerStub, sourceLocation: SourceLocation = #_sourceLocation
  ) async -> SceneHarness {
    let harness = SceneHarness()
    let dc = Act2DCStub(
      clock: harness.clock, server: server, cache: .inMemory(clock: harness.clock),
      sourceLocation: sourceLocation)
    await harness.show(dc.factory.scene(scene))
    return harness
  }

  /// Types the query into Search and waits out its debounce, so that the query is asked.
  func search(_ query: String, sourceLocation: SourceLocation = #_sourceLocation) async {
    await type(query, into: "query", sourceLocation: sourceLocation)
    await advance(by: .milliseconds(300))
  }
}
