import DLC
import DLCTesting
import Testing

@testable import Scenes

@MainActor
@Suite struct WelcomeControllerTests {
  @Test func welcomeShowsTheGreetingAndTheWayIn() async {
    // Welcome and Login use no worker: a container without any fails the test if one is used.
    let dc = Act1DCStub()
    let harness = await SceneHarness(dc.factory.scene(.welcome(Welcome.Setup())))

    #expect(harness.text(of: "title") == "Welcome to Atlas")
    assertSnapshot(of: harness)
    await harness.assertAllScenesFreed()
  }

  @Test func tappingSignInPushesTheLoginForm() async {
    let dc = Act1DCStub()
    let harness = await SceneHarness(dc.factory.scene(.welcome(Welcome.Setup())))

    await harness.tap("signIn")

    #expect(harness.stage.navigationStack.map(\.name) == ["Welcome", "Login"])
    #expect(harness.text(of: "email") == "")
    await harness.assertAllScenesFreed()
  }

  @Test func goingBackFromTheLoginFormFreesIt() async {
    let dc = Act1DCStub()
    let harness = await SceneHarness(dc.factory.scene(.welcome(Welcome.Setup())))
    await harness.tap("signIn")

    await harness.back()

    #expect(harness.topScene?.name == "Welcome")
    await harness.assertDepartedScenesFreed()
    await harness.assertAllScenesFreed()
  }
}
