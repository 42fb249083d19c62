import ServerWorker
import Testing

@testable import CounterScenes

@Suite struct AppBackendTests {
  @Test func aPathItDoesNotServeIsNotFound() {
    let answer = AppBackend.answer(ServerHTTPRequest(method: .get, path: "/nowhere"))

    #expect(answer.status == 404)
  }
}
