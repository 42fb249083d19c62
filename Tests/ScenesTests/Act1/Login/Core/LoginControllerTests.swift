import CacheWorkerTesting
import DLC
import DLCTesting
import ServerWorker
import ServerWorkerTesting
import Testing
import ValidationWorker
import ValidationWorkerTesting

@testable import Scenes

@MainActor
@Suite struct LoginControllerTests {
  private let demo = User(id: "user-demo", email: "demo@example.com", name: "Demo User")

  @Test func theFormOpensWithTheEmailFromTheSetup() async {
    let dc = Act1DCStub()
    let harness = await SceneHarness(
      dc.factory.scene(.login(Login.Setup(email: "demo@example.com"))))

    #expect(harness.text(of: "email") == "demo@example.com")
    #expect(harness.text(of: "password") == "")
    assertSnapshot(of: harness)
    await harness.assertAllScenesFreed()
  }

  @Test func signingInReplacesTheWholeStackWithActTwosTabsOnSearch() async {
    let harness = SceneHarness()
    let clock = harness.clock
    let server = ServerStub()
    server.answer(.post, "/login", json: LoginResponse(user: demo, token: "token-1"))
    let dc = Act1DCStub(
      clock: clock, server: server, cache: CacheDouble.inMemory(clock: clock),
      validation: ValidationWorker())
    await harness.show(dc.factory.scene(.welcome(Welcome.Setup())))
    await harness.tap("signIn")

    await harness.type("demo@example.com", into: "email")
    await harness.type("atlas-demo-1", into: "password")
    await harness.tap("submit")

    #expect(harness.stage.navigationStack.map(\.name) == ["Home"])
    #expect(harness.topScene?.name == "Search")
    #expect(harness.text(of: "greeting") == "Signed in as demo@example.com")
    await harness.assertAllScenesFreed()
  }

  @Test func whileSigningInTheFormCannotBeSubmittedAgain() async {
    let harness = SceneHarness()
    let clock = harness.clock
    let server = ServerStub()
    let answer = LoginResponse(user: demo, token: "token-1")
    server.answer(.post, "/login") { _ in
      // The answer takes a second on the test's clock, so the test sees the form meanwhile.
      try? await clock.sleep(for: .seconds(1))
      return .json(answer)
    }
    let dc = Act1DCStub(
      clock: clock, server: server, cache: CacheDouble.inMemory(clock: clock),
      validation: ValidationDouble())
    await harness.show(dc.factory.scene(.login(Login.Setup())))
    await harness.type("demo@example.com", into: "email")
    await harness.type("atlas-demo-1", into: "password")

    await harness.tap("submit")

    #expect(harness.text(of: "submit") == "Signing in…")
    #expect(harness.element("submit")?.isEnabled == false)
    #expect(throws: StageError.disabled(id: "submit")) { try harness.stage.tap("submit") }
    await harness.advance(by: .seconds(1))
    #expect(harness.topScene?.name == "Search")
    #expect(server.requests(.post, "/login").count == 1)
    await harness.assertAllScenesFreed()
  }

  @Test func wrongCredentialsShowTheErrorUnderTheForm() async {
    let harness = SceneHarness()
    let clock = harness.clock
    let server = ServerStub()
    server.answer(
      .post, "/login", json: ErrorResponse(error: "Invalid email or password"), status: 401)
    let dc = Act1DCStub(
      clock: clock, server: server, cache: CacheDouble.inMemory(clock: clock),
      validation: ValidationDouble())
    await harness.show(dc.factory.scene(.login(Login.Setup())))
    await harness.type("demo@example.com", into: "email")
    await harness.type("wrong-password", into: "password")

    await harness.tap("submit")

    #expect(harness.topScene?.name == "Login")
    #expect(harness.text(of: "error") == "Invalid email or password")
    #expect(harness.text(of: "submit") == "Sign in")
    #expect(harness.element("submit")?.isEnabled == true)
    #expect(harness.stage.alert == nil)
    await harness.assertAllScenesFreed()
  }

  @Test func aServerFailureShowsAnAlertOverTheForm() async {
    let harness = SceneHarness()
    let clock = harness.clock
    let server = ServerStub()
    server.fail(.post, "/login", with: .unreachable)
    let dc = Act1DCStub(
      clock: clock, server: server, cache: CacheDouble.inMemory(clock: clock),
      validation: ValidationDouble())
    await harness.show(dc.factory.scene(.login(Login.Setup())))
    await harness.type("demo@example.com", into: "email")
    await harness.type("atlas-demo-1", into: "password")

    await harness.tap("submit")

    #expect(harness.stage.alert?.title == "Server unreachable")
    #expect(harness.text(of: "error") == "")
    assertSnapshot(of: harness)
    await harness.assertAllScenesFreed()
  }

  @Test func dismissingTheAlertLeavesTheFormReadyToSubmitAgain() async {
    let harness = SceneHarness()
    let clock = harness.clock
    let server = ServerStub()
    server.fail(.post, "/login", with: .timedOut)
    let dc = Act1DCStub(
      clock: clock, server: server, cache: CacheDouble.inMemory(clock: clock),
      validation: ValidationDouble())
    await harness.show(dc.factory.scene(.login(Login.Setup())))
    await harness.type("demo@example.com", into: "email")
    await harness.type("atlas-demo-1", into: "password")
    await harness.tap("submit")
    server.answer(.post, "/login", json: LoginResponse(user: demo, token: "token-1"))

    await harness.tap("ok")
    await harness.tap("submit")

    #expect(harness.topScene?.name == "Search")
    #expect(server.requests(.post, "/login").count == 2)
    await harness.assertAllScenesFreed()
  }
}
