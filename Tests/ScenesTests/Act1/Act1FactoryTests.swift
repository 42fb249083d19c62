import CacheWorker
import CacheWorkerTesting
import DLC
import DLCTesting
import ServerWorker
import ServerWorkerTesting
import Testing
import ValidationWorkerTesting

@testable import Scenes

@MainActor
@Suite struct Act1FactoryTests {
  /// Follows everything a test builds; each test ends by checking that all of it was freed.
  private let tracker = LeakTracker()

  /// A scene is built as itself, titled as the act shows it.
  @Test(arguments: [
    (Act1Scene.welcome(Welcome.Setup()), "Welcome", "Atlas"),
    (.login(Login.Setup()), "Login", "Sign in"),
  ])
  func aSceneIsBuiltAsItself(scene: Act1Scene, name: String, title: String) {
    do {
      let dc = tracker.track(Act1DCStub())

      let built = tracker.track(dc.factory.scene(scene))

      #expect(built.name == name)
      #expect(built.title == title)
    }
    tracker.assertFreed()
  }

  @Test func theActListsEverySceneTheFactoryBuilds() {
    do {
      let dc = tracker.track(Act1DCStub())
      let scenes = Act1SceneCase.allCases.map(\.sample)

      let names = scenes.map { tracker.track(dc.factory.scene($0)).name }

      #expect(scenes.map(Act1SceneCase.init) == Act1SceneCase.allCases)
      #expect(names == Act1Scene.act.scenes)
    }
    tracker.assertFreed()
  }

  @Test func loginIsBuiltWithItsSetup() async {
    let dc = Act1DCStub()
    let harness = await SceneHarness(
      dc.factory.scene(.login(Login.Setup(email: "ada@example.com"))))

    #expect(harness.text(of: "email") == "ada@example.com")
    await harness.assertAllScenesFreed()
  }

  @Test func actTwosContainerHoldsTheSessionAndActOnesWorkersHoldNone() async throws {
    let server = ServerStub.suggesting([])
    do {
      let clock = ManualClock()
      let validation = ValidationDouble()
      let dc = tracker.track(
        Act1DCStub(
          clock: clock, server: server, cache: CacheWorker(clock: clock),
          validation: validation))
      let user = User(id: "user-ada", email: "ada@example.com", name: "Ada")

      let act2 = tracker.track(dc.factory.act2DC(user: user, token: "token-of-ada"))

      #expect(act2.user == user)
      #expect(act2.validation as? ValidationDouble === validation)
      #expect(act2.clock as? ManualClock === clock)
      _ = try await act2.server.send(.suggestions(for: "ger"))
      _ = try await dc.server.send(.suggestions(for: "ger"))
      _ = try await act2.act1.server.send(.suggestions(for: "ger"))
    }
    tracker.assertFreed()
    #expect(
      server.requests.map { $0.headers["Authorization"] } == ["Bearer token-of-ada", nil, nil])
  }

  @Test func actTwoReturnsToTheContainerItCameFrom() {
    do {
      let dc = tracker.track(
        Act1DCStub(server: ServerStub(), cache: CacheDouble.inMemory(clock: ManualClock())))

      let act2 = tracker.track(dc.factory.act2DC(user: Act2DCStub.user, token: "token"))

      #expect(act2.act1 === dc)
      #expect(act2.factory.act1DC() === dc)
    }
    tracker.assertFreed()
  }

  @Test func actTwoSeesTheCacheThroughTheAccountOnly() async throws {
    let clock = ManualClock()
    let cache = CacheWorker(clock: clock)
    try await cache.namespace("suggest").set("shared", forKey: "ger")
    do {
      let dc = tracker.track(Act1DCStub(clock: clock, server: ServerStub(), cache: cache))
      let ada = User(id: "user-ada", email: "ada@example.com", name: "Ada")
      let bob = User(id: "user-bob", email: "bob@example.com", name: "Bob")

      let adas = tracker.track(dc.factory.act2DC(user: ada, token: "a"))
      try await adas.cache.namespace("suggest").set("ada's", forKey: "ger")
      let bobs = tracker.track(dc.factory.act2DC(user: bob, token: "b"))

      #expect(await bobs.cache.namespace("suggest").value(of: String.self, forKey: "ger") == nil)
      #expect(
        await adas.cache.namespace("suggest").value(of: String.self, forKey: "ger") == "ada's")
      #expect(
        await adas.act1.cache.namespace("suggest").value(of: String.self, forKey: "ger")
          == "shared")
    }
    tracker.assertFreed()
  }
}
