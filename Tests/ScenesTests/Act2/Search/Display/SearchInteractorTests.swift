import CacheWorkerTesting
import DLC
import DLCTesting
import ServerWorker
import ServerWorkerTesting
import Testing

@testable import Scenes

@MainActor
@Suite struct SearchInteractorTests {
  private let server = ServerStub.suggesting([.germany])

  @Test func typingWithinTheDebounceSendsOneRequestForTheLastText() async {
    let harness = await SceneHarness.showing(.search(Search.Setup()), server: server)

    await harness.type("g", into: "query")
    await harness.advance(by: .milliseconds(100))
    await harness.type("ge", into: "query")
    await harness.advance(by: .milliseconds(299))
    await harness.type("ger", into: "query")
    await harness.advance(by: .milliseconds(300))

    #expect(server.requests(.get, "/suggest").map(\.target) == ["/suggest?q=ger"])
    #expect(harness.element("results", as: ListView.self)?.rows == ["Germany"])
    await harness.assertAllScenesFreed()
  }

  @Test func aQueryIsSentOnceTypingHasPausedFor300Milliseconds() async {
    let harness = await SceneHarness.showing(.search(Search.Setup()), server: server)
    await harness.type("ger", into: "query")

    await harness.advance(by: .milliseconds(299))
    #expect(server.requests.isEmpty)

    await harness.advance(by: .milliseconds(1))
    #expect(server.requests.map(\.target) == ["/suggest?q=ger"])
    await harness.assertAllScenesFreed()
  }
}
