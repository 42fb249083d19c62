import DLC
import DLCTesting
import Foundation
import ServerWorker
import ServerWorkerTesting
import Testing
import ValidationWorker
import ValidationWorkerTesting

@testable import Scenes

@MainActor
@Suite struct LoginLogicTests {
  private let spied = SpiedLogic<LoginLogic, LoginPresenterSpy, LoginNavigatorSpy>()

  private let demo = User(id: "user-demo", email: "demo@example.com", name: "Demo User")

  // MARK: - Opening the form

  @Test func startFillsTheEmailFromTheSetup() async {
    await withLogic(setup: Login.Setup(email: "ada@example.com")) { logic, presenter, _, _ in
      presenter.expect { $0.showEmail("ada@example.com") }

      logic.start()

      #expect(logic.state.email == "ada@example.com")
    }
  }

  @Test func startWithoutAnEmailInTheSetupLeavesTheFieldEmpty() async {
    await withLogic { logic, presenter, _, _ in
      presenter.expect { $0.showEmail("") }

      logic.start()

      #expect(logic.state == Login.State())
    }
  }

  @Test func typingIsRememberedWithoutShowingAnything() async {
    await withLogic { logic, _, _, _ in
      fillIn(logic)

      #expect(logic.state.email == "demo@example.com")
      #expect(logic.state.password.revealedText == "atlas-demo-1")
    }
  }

  // MARK: - Validation, with the real validation worker and no server

  @Test func anInvalidEmailSaysSoAndIsNotSent() async {
    await assertRefused(
      email: "demo@", password: "atlas-demo-1", saying: "Enter a valid email address")
  }

  @Test func aShortPasswordSaysHowLongItMustBeAndIsNotSent() async {
    await assertRefused(
      email: "demo@example.com", password: "short",
      saying: "Password must be at least 8 characters")
  }

  @Test func anEmptyFormSaysTheEmailIsRequiredAndIsNotSent() async {
    await assertRefused(email: nil, password: nil, saying: "Email is required")
  }

  @Test func anEmptyPasswordSaysItIsRequiredAndIsNotSent() async {
    await assertRefused(email: "demo@example.com", password: nil, saying: "Password is required")
  }

  @Test func theFormIsValidatedWithTheEmailAndPasswordRules() async {
    let validation = ValidationDouble()
    await withLogic(server: signingInServer(), validation: validation) {
      logic, presenter, navigator, tasks in
      await signIn(logic, presenter, navigator, tasks)
    }
    #expect(
      validation.requests == [
        .init(field: "email", value: "demo@example.com", ruleIDs: ["required", "email"]),
        .init(field: "password", value: "atlas-demo-1", ruleIDs: ["required", "minimumLength"]),
      ])
  }

  // MARK: - Signing in

  @Test func signingInSendsTheCredentialsAsTyped() async throws {
    let server = signingInServer()
    await withLogic(server: server) { logic, presenter, navigator, tasks in
      await signIn(logic, presenter, navigator, tasks)
    }
    let request = try #require(server.requests(.post, "/login").first)
    let sent = try JSONDecoder().decode(Credentials.self, from: request.body)
    #expect(sent == Credentials(email: "demo@example.com", password: "atlas-demo-1"))
  }

  @Test func signingInShowsSearchForTheUserTheServerReturned() async {
    await withLogic(server: signingInServer()) { logic, presenter, navigator, tasks in
      await signIn(logic, presenter, navigator, tasks)

      #expect(logic.state.error == nil)
      #expect(!logic.state.isSubmitting)
    }
  }

  @Test func signingInHandsTheTokenOverAndLeavesActOnesServerWithoutIt() async throws {
    let server = signingInServer(token: "token-42")
    server.answer(.get, "/suggest", json: SuggestResponse(countries: []))
    await withLogic(server: server) { logic, presenter, navigator, tasks in
      await signIn(logic, presenter, navigator, tasks, token: "token-42")
    }
    _ = try await server.send(.suggestions(for: "ger"))
    let later = try #require(server.requests(.get, "/suggest").first)
    #expect(later.headers["Authorization"] == nil)
  }

  @Test func theFormIsSubmittingUntilTheAnswerComes() async {
    await withLogic(server: signingInServer()) { logic, presenter, navigator, tasks in
      fillIn(logic)

      logic.submit()

      #expect(logic.state.isSubmitting)
      presenter.assertCalls {
        $0.showError(nil)
        $0.showSubmitting(true)
      }
      await tasks.waitUntilFinished()
      #expect(!logic.state.isSubmitting)
      presenter.assertCalls { $0.showSubmitting(false) }
      assertShowsSearch(navigator)
    }
  }

  @Test func submittingAgainWhileSubmittingIsIgnored() async {
    let server = signingInServer()
    await withLogic(server: server) { logic, presenter, navigator, tasks in
      fillIn(logic)

      logic.submit()
      logic.submit()
      await tasks.waitUntilFinished()

      assertSubmitted(presenter)
      assertShowsSearch(navigator)
    }
    #expect(server.requests(.post, "/login").count == 1)
  }

  // MARK: - Wrong credentials: the error label

  @Test func wrongCredentialsSayInvalidEmailOrPassword() async {
    let server = ServerStub()
    // The logic words the refusal itself, whatever the server's body says.
    server.answer(.post, "/login", json: ErrorResponse(error: "No such account"), status: 401)
    await withLogic(server: server) { logic, presenter, _, tasks in
      fillIn(logic, password: "wrong-password")

      logic.submit()
      await tasks.waitUntilFinished()

      assertSubmitted(presenter, then: "Invalid email or password")
      #expect(logic.state.error == "Invalid email or password")
    }
  }

  @Test func aNewAttemptClearsThePreviousError() async {
    let server = ServerStub()
    server.answer(.post, "/login", status: 401)
    await withLogic(server: server) { logic, presenter, navigator, tasks in
      fillIn(logic, password: "wrong-password")
      logic.submit()
      await tasks.waitUntilFinished()
      assertSubmitted(presenter, then: "Invalid email or password")
      server.answer(.post, "/login", json: LoginResponse(user: demo, token: "token-1"))

      logic.changePassword(to: "atlas-demo-1")
      logic.submit()

      #expect(logic.state.error == nil)
      await tasks.waitUntilFinished()
      assertSubmitted(presenter)
      assertShowsSearch(navigator)
    }
  }

  // MARK: - Server failures: the alert

  /// Submits valid credentials to a server that fails as set up, and returns what the
  /// presenter was told after the form stopped submitting; checks that nothing else happened
  /// and that everything the test built was freed.
  private func serverFailure(
    answeringWith setUp: (ServerStub) -> Void,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async -> [SpyCall] {
    let server = ServerStub(sourceLocation: sourceLocation)
    setUp(server)
    var failure: [SpyCall] = []
    await withLogic(server: server, sourceLocation: sourceLocation) {
      logic, presenter, _, tasks in
      fillIn(logic)

      logic.submit()
      await tasks.waitUntilFinished()

      // The form stops submitting first; what follows is the failure the test checks.
      let calls = presenter.log.calls
      failure = Array(calls.dropFirst(3))
      #expect(
        calls.prefix(3).map(\.description)
          == ["showError(nil)", "showSubmitting(true)", "showSubmitting(false)"],
        sourceLocation: sourceLocation)
      presenter.log.assertCalls(calls, sourceLocation: sourceLocation)
      #expect(logic.state.error == nil, sourceLocation: sourceLocation)
      #expect(!logic.state.isSubmitting, sourceLocation: sourceLocation)
    }
    return failure
  }

  /// The alert for a server failure, as the presenter is told it.
  private func alert(for error: ServerError) -> [SpyCall] {
    [SpyCall(function: "showServerFailure(_:)", arguments: [error])]
  }

  @Test func anUnreachableServerRaisesTheAlert() async {
    let failure = await serverFailure { $0.fail(.post, "/login", with: .unreachable) }
    #expect(failure == alert(for: .unreachable))
  }

  @Test func aServerThatTimesOutRaisesTheAlert() async {
    let failure = await serverFailure { $0.fail(.post, "/login", with: .timedOut) }
    #expect(failure == alert(for: .timedOut))
  }

  @Test func aServerErrorRaisesTheAlertWithItsStatus() async {
    let failure = await serverFailure {
      $0.answer(.post, "/login", status: 500, text: "Database down")
    }
    #expect(failure == alert(for: .http(status: 500, excerpt: "Database down")))
  }

  @Test func anUnreadableAnswerRaisesTheAlert() async {
    let failure = await serverFailure {
      $0.answer(.post, "/login", status: 200, text: "<html>Welcome</html>")
    }
    #expect(failure.map(\.name) == ["showServerFailure"])
    #expect(failure.first?.arguments.first?.contains(": LoginResponse at ") == true)
  }

  // MARK: - Building the logic

  /// Runs a test of the logic with the workers handed in. A worker left out fails the test
  /// when used, except validation where the test hands in a server: a form must pass it to
  /// reach the server, so there it is a double that passes everything.
  private func withLogic(
    setup: Login.Setup = Login.Setup(),
    server: ServerStub? = nil,
    validation: (any ValidationWorkerInterface)? = nil,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body:
      @MainActor (LoginLogic, LoginPresenterSpy, LoginNavigatorSpy, SceneTasks)
      async throws -> Void
  ) async rethrows {
    let passing: (any ValidationWorkerInterface)? = server == nil ? nil : ValidationDouble()
    try await spied.withLogic(
      setup: setup,
      dc: Act1DCStub(
        server: server, validation: validation ?? passing, sourceLocation: sourceLocation),
      sourceLocation: sourceLocation, body)
  }

  /// A server that signs the demo user in with a token.
  private func signingInServer(token: String = "token-1") -> ServerStub {
    let server = ServerStub()
    server.answer(.post, "/login", json: LoginResponse(user: demo, token: token))
    return server
  }

  /// Types the demo user's credentials, or the password given, into the form.
  private func fillIn(_ logic: LoginLogic, password: String = "atlas-demo-1") {
    logic.changeEmail(to: "demo@example.com")
    logic.changePassword(to: password)
  }

  /// Submits the demo user's credentials and checks that the form was sent, and that search
  /// was shown for the user with the token the server gave.
  private func signIn(
    _ logic: LoginLogic, _ presenter: LoginPresenterSpy, _ navigator: LoginNavigatorSpy,
    _ tasks: SceneTasks, token: String = "token-1",
    sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    fillIn(logic)

    logic.submit()
    await tasks.waitUntilFinished()

    assertSubmitted(presenter, sourceLocation: sourceLocation)
    assertShowsSearch(navigator, token: token, sourceLocation: sourceLocation)
  }

  /// Submits the form as typed (a field given as `nil` is left untouched) to the real
  /// validation worker and no server, and checks that it was refused with the error.
  private func assertRefused(
    email: String?, password: String?, saying error: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    await withLogic(validation: ValidationWorker(), sourceLocation: sourceLocation) {
      logic, presenter, _, tasks in
      if let email { logic.changeEmail(to: email) }
      if let password { logic.changePassword(to: password) }

      logic.submit()
      await tasks.waitUntilFinished()

      assertSubmitted(presenter, then: error, sourceLocation: sourceLocation)
      #expect(logic.state.error == error, sourceLocation: sourceLocation)
      #expect(!logic.state.isSubmitting, sourceLocation: sourceLocation)
    }
  }

  /// Checks that the presenter cleared the error, showed the form submitting and then no
  /// longer, and, where one is given, showed the error the attempt ended with.
  private func assertSubmitted(
    _ presenter: LoginPresenterSpy, then error: String? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    presenter.assertCalls(sourceLocation: sourceLocation) {
      $0.showError(nil)
      $0.showSubmitting(true)
      $0.showSubmitting(false)
      if let error { $0.showError(error) }
    }
  }

  /// Checks that the navigator showed search for the demo user, with the token.
  private func assertShowsSearch(
    _ navigator: LoginNavigatorSpy, token: String = "token-1",
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    navigator.assertCalls(sourceLocation: sourceLocation) {
      $0.showAct2(at: .search(query: ""), for: demo, token: token)
    }
  }
}
