import DLC
import DLCTesting
import ServerWorker
import Testing
import ValidationWorker

@testable import Scenes

@MainActor
@Suite struct SharedAcrossScenesWorkersTests {
  @Test func atlasWorkersKeptByAPartOfASceneOutliveItUnreported() {
    let server = ServerWorker(transport: EmbeddedTransport { _ in ServerHTTPResponse(status: 204) })
    let tracker = LeakTracker()
    withExtendedLifetime(server) {
      do {
        tracker.trackObjects(
          reachableFrom: WorkerHolder(server: server, validation: ValidationWorker()))
      }
      #expect(tracker.aliveCount == 0)
    }
  }
}
