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
    let server = ServerStub()
    server.answer(.post, "/login", json: LoginResponse(user: demo, token: "token-1"))
    await show(
      .welcome(Welcome.Setup()), on: harness, server: server, validation: ValidationWorker())
    await harness.tap("signIn")

    await fillIn(on: harness)
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

    await submitForm(to: server, on: harness)

    #expect(harness.text(of: "submit") == "Signing in…")
    #expect(harness.element("submit")?.isEnabled == false)
    #expect(throws: StageError.disabled(id: "submit")) { try harness.stage.tap("submit") }
    await harness.advance(by: .seconds(1))
    #expect(harness.topScene?.name == "Search")
    #expect(server.requests(.post, "/login").count == 1)
    await harness.assertAllScenesFreed()
  }

  @Test func wrongCredentialsShowTheErrorUnderTheForm() async {
    let server = ServerStub()
    server.answer(
      .post, "/login", json: ErrorResponse(error: "Invalid email or password"), status: 401)

    let harness = await submitForm(to: server, password: "wrong-password")

    #expect(harness.topScene?.name == "Login")
    #expect(harness.text(of: "error") == "Invalid email or password")
    #expect(harness.text(of: "submit") == "Sign in")
    #expect(harness.element("submit")?.isEnabled == true)
    #expect(harness.stage.alert == nil)
    await harness.assertAllScenesFreed()
  }

  @Test func aServerFailureShowsAnAlertOverTheForm() async {
    let server = ServerStub()
    server.fail(.post, "/login", with: .unreachable)

    let harness = await submitForm(to: server)

    #expect(harness.stage.alert?.title == "Server unreachable")
    #expect(harness.text(of: "error") == "")
    assertSnapshot(of: harness)
    await harness.assertAllScenesFreed()
  }

  @Test func dismissingTheAlertLeavesTheFormReadyToSubmitAgain() async {
    let server = ServerStub()
    server.fail(.post, "/login", with: .timedOut)
    let harness = await submitForm(to: server)
    server.answer(.post, "/login", json: LoginResponse(user: demo, token: "token-1"))

    await harness.tap("ok")
    await harness.tap("submit")

    #expect(harness.topScene?.name == "Search")
    #expect(server.requests(.post, "/login").count == 2)
    await harness.assertAllScenesFreed()
  }

  // MARK: - Support

  /// Shows the scene on the harness, its act's container holding the server and validation
  /// handed in, a cache in memory, and the harness's clock.
  private func show(
    _ scene: Act1Scene, on harness: SceneHarness, server: ServerStub,
    validation: any ValidationWorkerInterface = ValidationDouble()
  ) async {
    let clock = harness.clock
    let dc = Act1DCStub(
      clock: clock, server: server, cache: CacheDouble.inMemory(clock: clock),
      validation: validation)
    await harness.show(dc.factory.scene(scene))
  }

  /// Shows the form on the harness, fills it in with the demo account's email and the password,
  /// and submits it to the server.
  @discardableResult
  private func submitForm(
    to server: ServerStub, password: String = "atlas-demo-1",
    on harness: SceneHarness = SceneHarness(), sourceLocation: SourceLocation = #_sourceLocation
  ) async -> SceneHarness {
    await show(.login(Login.Setup()), on: harness, server: server)
    await fillIn(on: harness, password: password, sourceLocation: sourceLocation)
    await harness.tap("submit", sourceLocation: sourceLocation)
    return harness
  }

  /// Types the demo account's email, and its password or the one given, into the form.
  private func fillIn(
    on harness: SceneHarness, password: String = "atlas-demo-1",
    sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    await harness.type("demo@example.com", into: "email", sourceLocation: sourceLocation)
    await harness.type(password, into: "password", sourceLocation: sourceLocation)
  }
}
