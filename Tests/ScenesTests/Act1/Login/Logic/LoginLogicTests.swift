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

  /// A server that signs the demo user in with a token.
  private func signingInServer(token: String = "token-1") -> ServerStub {
    let server = ServerStub()
    server.answer(.post, "/login", json: LoginResponse(user: demo, token: token))
    return server
  }

  // MARK: - Opening the form

  @Test func startFillsTheEmailFromTheSetup() async {
    await spied.withLogic(setup: Login.Setup(email: "ada@example.com"), dc: Act1DCStub()) {
      logic, presenter, navigator, _ in
      presenter.expect { $0.showEmail("ada@example.com") }

      logic.start()

      #expect(logic.state.email == "ada@example.com")
    }
  }

  @Test func startWithoutAnEmailInTheSetupLeavesTheFieldEmpty() async {
    await spied.withLogic(setup: Login.Setup(), dc: Act1DCStub()) {
      logic, presenter, navigator, _ in
      presenter.expect { $0.showEmail("") }

      logic.start()

      #expect(logic.state == Login.State())
    }
  }

  @Test func typingIsRememberedWithoutShowingAnything() async {
    await spied.withLogic(setup: Login.Setup(), dc: Act1DCStub()) {
      logic, presenter, navigator, _ in

      logic.changeEmail(to: "demo@example.com")
      logic.changePassword(to: "atlas-demo-1")

      #expect(logic.state.email == "demo@example.com")
      #expect(logic.state.password.revealedText == "atlas-demo-1")
    }
  }

  // MARK: - Validation, with the real validation worker and no server

  @Test func anInvalidEmailSaysSoAndIsNotSent() async {
    await spied.withLogic(
      setup: Login.Setup(), dc: Act1DCStub(validation: ValidationWorker())
    ) { logic, presenter, navigator, tasks in
      logic.changeEmail(to: "demo@")
      logic.changePassword(to: "atlas-demo-1")
      presenter.expect {
        $0.showError(nil)
        $0.showSubmitting(true)
        $0.showSubmitting(false)
        $0.showError("Enter a valid email address")
      }

      logic.submit()
      await tasks.waitUntilFinished()

      #expect(logic.state.error == "Enter a valid email address")
      #expect(!logic.state.isSubmitting)
    }
  }

  @Test func aShortPasswordSaysHowLongItMustBeAndIsNotSent() async {
    await spied.withLogic(
      setup: Login.Setup(), dc: Act1DCStub(validation: ValidationWorker())
    ) { logic, presenter, navigator, tasks in
      logic.changeEmail(to: "demo@example.com")
      logic.changePassword(to: "short")
      presenter.expect {
        $0.showError(nil)
        $0.showSubmitting(true)
        $0.showSubmitting(false)
        $0.showError("Password must be at least 8 characters")
      }

      logic.submit()
      await tasks.waitUntilFinished()

      #expect(logic.state.error == "Password must be at least 8 characters")
    }
  }

  @Test func anEmptyFormSaysTheEmailIsRequiredAndIsNotSent() async {
    await spied.withLogic(
      setup: Login.Setup(), dc: Act1DCStub(validation: ValidationWorker())
    ) { logic, presenter, navigator, tasks in
      presenter.expect {
        $0.showError(nil)
        $0.showSubmitting(true)
        $0.showSubmitting(false)
        $0.showError("Email is required")
      }

      logic.submit()
      await tasks.waitUntilFinished()

      #expect(logic.state.error == "Email is required")
    }
  }

  @Test func anEmptyPasswordSaysItIsRequiredAndIsNotSent() async {
    await spied.withLogic(
      setup: Login.Setup(), dc: Act1DCStub(validation: ValidationWorker())
    ) { logic, presenter, navigator, tasks in
      logic.changeEmail(to: "demo@example.com")
      presenter.expect {
        $0.showError(nil)
        $0.showSubmitting(true)
        $0.showSubmitting(false)
        $0.showError("Password is required")
      }

      logic.submit()
      await tasks.waitUntilFinished()

      #expect(logic.state.error == "Password is required")
    }
  }

  @Test func theFormIsValidatedWithTheEmailAndPasswordRules() async {
    let validation = ValidationDouble()
    await spied.withLogic(
      setup: Login.Setup(),
      dc: Act1DCStub(server: signingInServer(), validation: validation)
    ) { logic, presenter, navigator, tasks in
      logic.changeEmail(to: "demo@example.com")
      logic.changePassword(to: "atlas-demo-1")

      logic.submit()
      await tasks.waitUntilFinished()

      #expect(
        validation.requests == [
          .init(field: "email", value: "demo@example.com", ruleIDs: ["required", "email"]),
          .init(field: "password", value: "atlas-demo-1", ruleIDs: ["required", "minimumLength"]),
        ])
      presenter.assertCalls {
        $0.showError(nil)
        $0.showSubmitting(true)
        $0.showSubmitting(false)
      }
      navigator.assertCalls { $0.showAct2(at: .search(query: ""), for: demo, token: "token-1") }
    }
  }

  // MARK: - Signing in

  @Test func signingInSendsTheCredentialsAsTyped() async throws {
    let server = signingInServer()
    await spied.withLogic(
      setup: Login.Setup(),
      dc: Act1DCStub(server: server, validation: ValidationDouble())
    ) { logic, presenter, navigator, tasks in
      logic.changeEmail(to: "demo@example.com")
      logic.changePassword(to: "atlas-demo-1")

      logic.submit()
      await tasks.waitUntilFinished()

      presenter.assertCalls {
        $0.showError(nil)
        $0.showSubmitting(true)
        $0.showSubmitting(false)
      }
      navigator.assertCalls { $0.showAct2(at: .search(query: ""), for: demo, token: "token-1") }
    }
    let request = try #require(server.requests(.post, "/login").first)
    let sent = try JSONDecoder().decode(Credentials.self, from: request.body)
    #expect(sent == Credentials(email: "demo@example.com", password: "atlas-demo-1"))
  }

  @Test func signingInShowsSearchForTheUserTheServerReturned() async {
    await spied.withLogic(
      setup: Login.Setup(),
      dc: Act1DCStub(server: signingInServer(), validation: ValidationDouble())
    ) { logic, presenter, navigator, tasks in
      logic.changeEmail(to: "demo@example.com")
      logic.changePassword(to: "atlas-demo-1")
      presenter.expect {
        $0.showError(nil)
        $0.showSubmitting(true)
        $0.showSubmitting(false)
      }
      navigator.expect { $0.showAct2(at: .search(query: ""), for: demo, token: "token-1") }

      logic.submit()
      await tasks.waitUntilFinished()

      #expect(logic.state.error == nil)
      #expect(!logic.state.isSubmitting)
    }
  }

  @Test func signingInHandsTheTokenOverAndLeavesActOnesServerWithoutIt() async throws {
    let server = signingInServer(token: "token-42")
    server.answer(.get, "/suggest", json: SuggestResponse(countries: []))
    await spied.withLogic(
      setup: Login.Setup(),
      dc: Act1DCStub(server: server, validation: ValidationDouble())
    ) { logic, presenter, navigator, tasks in
      logic.changeEmail(to: "demo@example.com")
      logic.changePassword(to: "atlas-demo-1")

      logic.submit()
      await tasks.waitUntilFinished()

      presenter.assertCalls {
        $0.showError(nil)
        $0.showSubmitting(true)
        $0.showSubmitting(false)
      }
      navigator.assertCalls { $0.showAct2(at: .search(query: ""), for: demo, token: "token-42") }
    }
    _ = try await server.send(.suggestions(for: "ger"))
    let later = try #require(server.requests(.get, "/suggest").first)
    #expect(later.headers["Authorization"] == nil)
  }

  @Test func theFormIsSubmittingUntilTheAnswerComes() async {
    await spied.withLogic(
      setup: Login.Setup(),
      dc: Act1DCStub(server: signingInServer(), validation: ValidationDouble())
    ) { logic, presenter, navigator, tasks in
      logic.changeEmail(to: "demo@example.com")
      logic.changePassword(to: "atlas-demo-1")

      logic.submit()

      #expect(logic.state.isSubmitting)
      presenter.assertCalls {
        $0.showError(nil)
        $0.showSubmitting(true)
      }
      await tasks.waitUntilFinished()
      #expect(!logic.state.isSubmitting)
      presenter.assertCalls { $0.showSubmitting(false) }
      navigator.assertCalls { $0.showAct2(at: .search(query: ""), for: demo, token: "token-1") }
    }
  }

  @Test func submittingAgainWhileSubmittingIsIgnored() async {
    let server = signingInServer()
    await spied.withLogic(
      setup: Login.Setup(),
      dc: Act1DCStub(server: server, validation: ValidationDouble())
    ) { logic, presenter, navigator, tasks in
      logic.changeEmail(to: "demo@example.com")
      logic.changePassword(to: "atlas-demo-1")

      logic.submit()
      logic.submit()
      await tasks.waitUntilFinished()

      presenter.assertCalls {
        $0.showError(nil)
        $0.showSubmitting(true)
        $0.showSubmitting(false)
      }
      navigator.assertCalls { $0.showAct2(at: .search(query: ""), for: demo, token: "token-1") }
    }
    #expect(server.requests(.post, "/login").count == 1)
  }

  // MARK: - Wrong credentials: the error label

  @Test func wrongCredentialsSayInvalidEmailOrPassword() async {
    let server = ServerStub()
    // The logic words the refusal itself, whatever the server's body says.
    server.answer(.post, "/login", json: ErrorResponse(error: "No such account"), status: 401)
    await spied.withLogic(
      setup: Login.Setup(),
      dc: Act1DCStub(server: server, validation: ValidationDouble())
    ) { logic, presenter, navigator, tasks in
      logic.changeEmail(to: "demo@example.com")
      logic.changePassword(to: "wrong-password")
      presenter.expect {
        $0.showError(nil)
        $0.showSubmitting(true)
        $0.showSubmitting(false)
        $0.showError("Invalid email or password")
      }

      logic.submit()
      await tasks.waitUntilFinished()

      #expect(logic.state.error == "Invalid email or password")
    }
  }

  @Test func aNewAttemptClearsThePreviousError() async {
    let server = ServerStub()
    server.answer(.post, "/login", status: 401)
    await spied.withLogic(
      setup: Login.Setup(),
      dc: Act1DCStub(server: server, validation: ValidationDouble())
    ) { logic, presenter, navigator, tasks in
      logic.changeEmail(to: "demo@example.com")
      logic.changePassword(to: "wrong-password")
      logic.submit()
      await tasks.waitUntilFinished()
      presenter.assertCalls {
        $0.showError(nil)
        $0.showSubmitting(true)
        $0.showSubmitting(false)
        $0.showError("Invalid email or password")
      }
      server.answer(.post, "/login", json: LoginResponse(user: demo, token: "token-1"))

      logic.changePassword(to: "atlas-demo-1")
      logic.submit()

      #expect(logic.state.error == nil)
      await tasks.waitUntilFinished()
      presenter.assertCalls {
        $0.showError(nil)
        $0.showSubmitting(true)
        $0.showSubmitting(false)
      }
      navigator.assertCalls { $0.showAct2(at: .search(query: ""), for: demo, token: "token-1") }
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
    await spied.withLogic(
      setup: Login.Setup(),
      dc: Act1DCStub(
        server: server, validation: ValidationDouble(), sourceLocation: sourceLocation),
      sourceLocation: sourceLocation
    ) { logic, presenter, _, tasks in
      logic.changeEmail(to: "demo@example.com")
      logic.changePassword(to: "atlas-demo-1")

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
}
