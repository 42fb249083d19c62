import CacheWorker
import DLC
import DLCTesting
import Testing

@testable import Scenes

@MainActor
@Suite struct Act1FactoryTests {
  /// Follows everything a test builds; each test ends by checking that all of it was freed.
  private let tracker = LeakTracker()

  @Test func welcomeIsBuiltAsTheWelcomeScene() {
    do {
      let dc = tracker.track(Act1DCStub())

      let scene = tracker.track(dc.factory.scene(.welcome(SetupModel.Welcome())))

      #expect(scene is WelcomeController)
      #expect(scene.name == "Welcome")
      #expect(scene.title == "Atlas")
    }
    tracker.assertFreed()
  }

  @Test func loginIsBuiltAsTheLoginScene() {
    do {
      let dc = tracker.track(Act1DCStub())

      let scene = tracker.track(dc.factory.scene(.login(SetupModel.Login())))

      #expect(scene is LoginController)
      #expect(scene.name == "Login")
      #expect(scene.title == "Sign in")
    }
    tracker.assertFreed()
  }

  @Test func loginIsBuiltWithItsSetup() async {
    let dc = Act1DCStub()
    let harness = await SceneHarness(
      dc.factory.scene(.login(SetupModel.Login(email: "ada@example.com"))))

    #expect(harness.text(of: "email") == "ada@example.com")
    await harness.assertAllScenesFreed()
  }

  @Test func actTwosContainerCarriesActOnesWorkersAndTheUser() {
    do {
      let clock = ManualClock()
      let server = ServerStub()
      let cache = CacheWorker(clock: clock)
      let validation = ValidationDouble()
      let dc = tracker.track(
        Act1DCStub(clock: clock, server: server, cache: cache, validation: validation))
      let user = User(id: "user-ada", email: "ada@example.com", name: "Ada")

      let act2 = tracker.track(dc.factory.act2DC(user: user))

      #expect(act2.user == user)
      #expect(act2.server as? ServerStub === server)
      #expect(act2.cache as? CacheWorker === cache)
      #expect(act2.validation as? ValidationDouble === validation)
      #expect(act2.clock as? ManualClock === clock)
    }
    tracker.assertFreed()
  }
}
