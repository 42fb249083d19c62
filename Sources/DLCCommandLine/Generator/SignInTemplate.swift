/// The files that let a person sign in to a signed-in act: the sign-in scene in the act it
/// follows (`SignIn`, which hands over to the act with the session the server answered), the
/// session and the credentials, the accounts of the embedded backend with a seeded one, and
/// their tests.
///
/// The session lives only in the signed-in act's container: the act it follows holds no token
/// and no account, so signing out, which drops that container, leaves no credential behind.
struct SignInTemplate {
  /// The signed-in act, such as `Library`.
  var act: String
  /// The act the sign-in scene belongs to, where signing out returns.
  var previous: String
  /// The signed-in account's type, such as `Reader`.
  var account: String
  /// The module the scenes are compiled in.
  var module: String
  /// The application's executable, whose name the seeded password and token start with.
  var executable: String

  /// The scene's name.
  static let name = "SignIn"
  /// The seeded account's email.
  static let email = "demo@example.com"
  /// The seeded account's password, as typed into the form.
  var password: String { "\(executable)-demo-1" }
  /// The session's type: `LibrarySession`.
  var session: String { "\(act)Session" }
  /// The signed-in act's first scene, where a sign-in leads unless a link says otherwise.
  var actHome: String { "\(act)Home" }

  /// The `case` the embedded backend's `switch` gains for `/login`.
  var endpoint: String {
    """
    case (.post, "/login"):
      return AppAccounts.signIn(request)
    """
  }

  /// The lines of a script that sign in on the form: what `links.dlc` types after opening a
  /// link into the signed-in act.
  var scriptLines: String {
    """
    expect scene is \(Self.name)
    type email \(Self.email)
    type password \(password)
    tap submit

    """
  }

  /// The source files, by path relative to the module's folder.
  var sources: [(path: String, contents: String)] {
    let scene = "\(previous)/\(Self.name)"
    return [
      ("\(act)/\(session).swift", sessionSource),
      ("\(act)/\(account).swift", accountSource),
      ("Backend/AppAccounts.swift", accounts),
      ("\(scene)/Core/\(Self.name).swift", declaration),
      ("\(scene)/Core/\(Self.name)Navigator.swift", navigator),
      ("\(scene)/Display/\(Self.name)View.swift", view),
      ("\(scene)/Display/\(Self.name)Presenter.swift", presenter),
      ("\(scene)/Display/\(Self.name)Interactor.swift", interactor),
      ("\(scene)/Logic/\(Self.name)Logic.swift", logic),
      ("\(scene)/Logic/SignInCredentials.swift", credentials),
    ]
  }

  /// The test files, by path relative to the module's test folder.
  var tests: [(path: String, contents: String)] {
    [
      ("\(previous)/\(Self.name)/Core/\(Self.name)HarnessTests.swift", harnessTests),
      ("\(previous)/\(Self.name)/Logic/\(Self.name)LogicTests.swift", logicTests),
      ("\(previous)/\(Self.name)/Logic/\(Self.name)PresenterSpy.swift", presenterSpy),
      ("\(previous)/\(Self.name)/Logic/\(Self.name)NavigatorSpy.swift", navigatorSpy),
      ("Backend/AppAccountsTests.swift", accountsTests),
    ]
  }

  /// The harness test's snapshot, by path relative to the package's `Tests/Snapshots`.
  var snapshots: [(path: String, contents: String)] {
    [
      (
        "\(previous)/\(Self.name)/Core/\(Self.name)HarnessTests/startsWithAnEmptyForm.txt",
        """
        [\(Self.name)] Sign in
        email: [] (you@example.com)
        password: [] (password)
        submit: <Sign in>
        error:

        """
      )
    ]
  }

  // MARK: - Sources

  private var sessionSource: String {
    """
    /// What signing in to \(act) gives: the account, and the token its requests carry. Only
    /// \(act)'s container keeps it, so it goes when the person signs out.
    struct \(session): Codable, Sendable, Equatable, CustomStringConvertible {
      /// The account signed in to.
      var account: \(account)
      /// The bearer token the server gave; never printed.
      var token: String

      var description: String {
        "\(session)(account: \\(account.id), token: <masked>)"
      }
    }

    """
  }

  private var accountSource: String {
    """
    /// The account a person signs in to \(act) with, as the server describes it.
    struct \(account): Codable, Sendable, Equatable {
      /// The account's id, which scopes its data in the store.
      var id: String
      /// The address the person signs in with.
      var email: String
      /// The name shown for the person.
      var name: String
    }

    """
  }

  private var accounts: String {
    """
    import Foundation
    import ServerWorker

    /// The accounts the embedded backend signs in: one seeded account, and its token, which
    /// every request of a signed-in act carries.
    enum AppAccounts {
      /// The seeded account's email.
      static let email = "\(Self.email)"
      /// The seeded account's password.
      static let password = "\(password)"
      /// The seeded account.
      static let seeded = \(account)(id: "demo", email: email, name: "Demo")
      /// The token `/login` gives the seeded account.
      static let token = "\(executable)-demo-token"

      /// Answers `POST /login`: the session of the seeded account for its email and password,
      /// 401 for any other, 400 for a body that is not credentials.
      ///
      /// - Parameter request: The request, as a server receives it.
      /// - Returns: The session, or the status that says why not.
      static func signIn(_ request: ServerHTTPRequest) -> ServerHTTPResponse {
        guard
          let credentials = try? JSONDecoder().decode(
            SignInCredentials.self, from: request.body)
        else {
          return .text("Expected {\\"email\\": \\"…\\", \\"password\\": \\"…\\"}", status: 400)
        }
        guard credentials.email == email, credentials.password == password else {
          return .text("Invalid email or password", status: 401)
        }
        return .json(\(session)(account: seeded, token: token))
      }

      /// Whether a request carries the token of a signed-in account, as every endpoint of a
      /// signed-in act should check.
      ///
      /// - Parameter request: The request, as a server receives it.
      /// - Returns: Whether its `Authorization` header holds a token `/login` gave.
      static func isSignedIn(_ request: ServerHTTPRequest) -> Bool {
        request.headers["authorization"] == "Bearer \\(token)"
      }
    }

    """
  }

  private var declaration: String {
    """
    import DLC

    /// Sign in: the form that signs in to \(act), and the handover to it.
    enum \(Self.name): \(previous)SceneParts {
      /// What \(Self.name) is created with.
      struct Setup {
        /// Where \(act) opens once the person has signed in: \(actHome), or where a link
        /// opened before sign-in points. It goes with the form, so leaving the form drops it.
        var then = \(act)Scene.\(actHome.lowerFirst)(.init())
      }

      /// The form as typed; the password is a `SecretText`, masked wherever the state is shown.
      struct State: LogicState {
        /// The email as typed.
        var email = ""
        /// The password as typed.
        var password = SecretText()
        /// Whether a sign-in is under way.
        var isSubmitting = false
        /// What is wrong with the credentials, if anything.
        var error: String?
      }

      typealias View = \(Self.name)View
      typealias Presenter = any \(Self.name)PresenterInterface
      typealias Navigator = any \(Self.name)NavigatorInterface

      static func title(for _: Setup) -> String { "Sign in" }

      static func wire(_ scene: SceneWiring<Self>) -> \(Self.name)Logic {
    \(SceneTemplate.wiringCall(Self.name))
      }
    }

    """
  }

  private var navigator: String {
    """
    import DLC

    protocol \(Self.name)NavigatorInterface: SceneRole {
      /// Hands over to \(act): replaces the whole stack with the scene asked for, over
      /// \(actHome) when it is another, in an act that holds the session.
      ///
      /// - Parameters:
      ///   - scene: Where \(act) opens.
      ///   - session: The account and token the server answered with.
      func show\(act)(_ scene: \(act)Scene, with session: \(session))
    }

    /// Replaces the whole stack with \(act)'s container's scenes, so nothing of the form stays
    /// under them and the session lives only in that container.
    final class \(Self.name)Navigator:
      SceneNavigator<any \(previous)DCInterface>,
      \(Self.name)NavigatorInterface
    {
      func show\(act)(_ scene: \(act)Scene, with session: \(session)) {
        let signedIn = dc.factory.\(act.lowerFirst)DC(session: session)
        let home = signedIn.factory.scene(.\(actHome.lowerFirst)(.init()))
        let target = signedIn.factory.scene(scene)
        // A link's scene goes over \(actHome), so that back leads to it and to signing out.
        replaceStack(with: target.name == home.name ? [home] : [home, target])
      }
    }

    """
  }

  private var view: String {
    """
    import DLC

    /// \(Self.name)'s elements: the form, and the line that says what went wrong.
    final class \(Self.name)View: SceneView {
      let email = TextField(id: "email", placeholder: "you@example.com")
      let password = TextField(id: "password", placeholder: "password", isSecure: true)
      let submit = Button(id: "submit", title: "Sign in")
      let error = Label(id: "error")

      override var body: [Element] { [email, password, submit, error] }
    }

    """
  }

  private var presenter: String {
    """
    import DLC
    import ServerWorker

    protocol \(Self.name)PresenterInterface: SceneRole {
      /// Shows what is wrong with the credentials, or clears it.
      func showError(_ error: String?)
      /// Shows that a sign-in is under way, or no longer.
      func showSubmitting(_ isSubmitting: Bool)
      /// Tells the person that the server failed them, in an alert.
      func showServerFailure(_ error: ServerError)
    }

    /// Puts what is wrong in `error`, and disables `submit` while a sign-in is under way.
    final class \(Self.name)Presenter:
      ScenePresenter<\(Self.name)View>,
      \(Self.name)PresenterInterface
    {
      func showError(_ error: String?) {
        view?.error.text = error ?? ""
      }

      func showSubmitting(_ isSubmitting: Bool) {
        view?.submit.isEnabled = !isSubmitting
      }

      func showServerFailure(_ error: ServerError) {
        showAlert(
          Alert(
            title: error.description,
            message: "Signing in failed."))
      }
    }

    """
  }

  private var interactor: String {
    """
    import DLC

    /// What is typed goes to the logic as it is typed; a tap on `submit` signs in.
    final class \(Self.name)Interactor:
      SceneInteractor<
        \(Self.name)View,
        any \(Self.name)LogicInterface
      >
    {
      override func bind(_ view: \(Self.name)View) {
        view.email.onChange = { [logic] text in logic.changeEmail(to: text) }
        view.password.onChange = { [logic] text in logic.changePassword(to: text) }
        view.submit.onTap = { [logic] in logic.submit() }
      }
    }

    """
  }

  private var logic: String {
    """
    import DLC
    import ServerWorker

    protocol \(Self.name)LogicInterface: SceneRole {
      /// Remembers the email as typed.
      func changeEmail(to email: String)
      /// Remembers the password as typed.
      func changePassword(to password: String)
      /// Signs in, then hands over to \(act).
      func submit()
    }

    /// \(Self.name)'s use cases: sign in with the server worker, then hand over to \(act) with
    /// the session it answered.
    final class \(Self.name)Logic:
      SceneLogic<\(Self.name)>,
      \(Self.name)LogicInterface
    {
      /// What the form says of credentials the server refuses.
      static let refusedMessage = "Invalid email or password"

      func changeEmail(to email: String) {
        state.email = email
      }

      func changePassword(to password: String) {
        state.password = SecretText(password)
      }

      func submit() {
        guard !state.isSubmitting else { return }
        state.isSubmitting = true
        state.error = nil
        presenter.showError(nil)
        presenter.showSubmitting(true)
        let credentials = SignInCredentials(email: state.email, password: state.password.revealedText)
        let server = dc.server
        tasks.perform {
          () async throws(ServerError) -> \(session) in
          try await server.send(.post("/login", body: credentials))
        } then: { [weak self] result in
          self?.finishSubmitting(with: result)
        }
      }

      private func finishSubmitting(with result: Result<\(session), ServerError>) {
        state.isSubmitting = false
        presenter.showSubmitting(false)
        switch result {
        case .success(let session):
          state.password = SecretText()
          navigator.show\(act)(setup.then, with: session)
        case .failure(.http(status: 401, _)):
          state.error = Self.refusedMessage
          presenter.showError(Self.refusedMessage)
        case .failure(let error):
          presenter.showServerFailure(error)
        }
      }
    }

    """
  }

  private var credentials: String {
    """
    /// What \(Self.name) sends to `POST /login`; its description never shows the password.
    struct SignInCredentials: Codable, Sendable, CustomStringConvertible {
      /// The address typed.
      var email: String
      /// The password typed.
      var password: String

      var description: String {
        "SignInCredentials(email: \\(email), password: <masked>)"
      }
    }

    """
  }

  // MARK: - Tests

  private var harnessTests: String {
    """
    import DLC
    import DLCTesting
    import ServerWorker
    import Testing

    @testable import \(module)

    @MainActor
    @Suite struct \(Self.name)HarnessTests {
      private func signIn(password: String) async -> SceneHarness {
        let server = ServerWorker(transport: AppBackend.transport())
        let dc = Act1DCStub(server: server)
        let harness = await SceneHarness(
          dc.factory.scene(.signIn(.init())))
        await harness.type(AppAccounts.email, into: "email")
        await harness.type(password, into: "password")
        await harness.tap("submit")
        return harness
      }

      @Test func startsWithAnEmptyForm() async {
        let dc = Act1DCStub()
        let harness = await SceneHarness(dc.factory.scene(.signIn(.init())))

        assertSnapshot(of: harness, in: snapshotFolder())
        await harness.assertAllScenesFreed()
      }

      @Test func theSeededAccountEnters\(act)() async {
        let harness = await signIn(password: AppAccounts.password)

        #expect(harness.topScene?.name == "\(actHome)")
        await harness.assertAllScenesFreed()
      }

      @Test func aWrongPasswordStaysOnTheFormAndSaysSo() async {
        let harness = await signIn(password: "not-the-password")

        #expect(harness.topScene?.name == "\(Self.name)")
        #expect(harness.text(of: "error") == \(Self.name)Logic.refusedMessage)
        #expect(!harness.render().contains("not-the-password"))
        await harness.assertAllScenesFreed()
      }
    }

    """
  }

  private var presenterSpy: String {
    SpyTemplate.source(
      standingInFor: "presenter", of: Self.name, in: module, importing: ["ServerWorker"],
      methods: [
        "func showError(_ error: String?) { record(error as Any) }",
        "func showSubmitting(_ isSubmitting: Bool) { record(isSubmitting) }",
        "func showServerFailure(_ error: ServerError) { record(error) }",
      ])
  }

  private var navigatorSpy: String {
    SpyTemplate.source(
      standingInFor: "navigator", of: Self.name, in: module,
      methods: [
        """
        // The token too, which the session's description masks.
        func show\(act)(_ scene: \(act)Scene, with session: \(session)) {
          record(scene, session, session.token)
        }
        """
      ])
  }

  private var logicTests: String {
    let spies = "\(Self.name)Logic, \(Self.name)PresenterSpy, \(Self.name)NavigatorSpy"
    return """
      import DLC
      import DLCTesting
      import ServerWorker
      import Testing

      @testable import \(module)

      @MainActor
      @Suite struct \(Self.name)LogicTests {
        /// Each test builds the logic with spies and a container whose server is the embedded
        /// backend, and ends by checking that the spies saw no call it did not expect, and that
        /// everything it built was freed.
        private let spied = SpiedLogic<\(spies)>()

        /// The session the embedded backend answers the seeded account with.
        private static let seededSession = \(session)(
          account: AppAccounts.seeded, token: AppAccounts.token)

        /// A container whose server is the embedded backend, which knows the seeded account.
        private static func backend() -> \(previous)DCStub {
          \(previous)DCStub(server: ServerWorker(transport: AppBackend.transport()))
        }

        /// Types the seeded account's address, and a password, as a person fills the form in.
        private static func fillIn(password: String, on logic: \(Self.name)Logic) {
          logic.changeEmail(to: AppAccounts.email)
          logic.changePassword(to: password)
        }

        /// Fills the form in with a password, submits it, and waits for the sign-in to end.
        private static func submit(
          password: String, on logic: \(Self.name)Logic, tasks: SceneTasks
        ) async {
          fillIn(password: password, on: logic)
          logic.submit()
          await tasks.waitUntilFinished()
        }

        /// Checks that the form was busy once and then handed over with the seeded session.
        private static func expectHandOver(
          _ presenter: \(Self.name)PresenterSpy, _ navigator: \(Self.name)NavigatorSpy
        ) {
          presenter.assertCalls {
            $0.showError(nil)
            $0.showSubmitting(true)
            $0.showSubmitting(false)
          }
          navigator.assertCalls {
            $0.show\(act)(\(Self.name).Setup().then, with: seededSession)
          }
        }

        @Test func theSeededAccountHandsOverWithItsSession() async {
          await spied.withLogic(setup: \(Self.name).Setup(), dc: Self.backend()) {
            logic, presenter, navigator, tasks in
            await Self.submit(password: AppAccounts.password, on: logic, tasks: tasks)

            Self.expectHandOver(presenter, navigator)
          }
        }

        @Test func aRefusedPasswordSaysSoAndStaysOnTheForm() async {
          await spied.withLogic(setup: \(Self.name).Setup(), dc: Self.backend()) {
            logic, presenter, _, tasks in
            await Self.submit(password: "not-the-password", on: logic, tasks: tasks)

            presenter.assertCalls {
              $0.showError(nil)
              $0.showSubmitting(true)
              $0.showSubmitting(false)
              $0.showError(\(Self.name)Logic.refusedMessage)
            }
            #expect(logic.state.error == \(Self.name)Logic.refusedMessage)
          }
        }

        @Test func aSecondSubmitWhileOneIsUnderWayIsIgnored() async {
          await spied.withLogic(setup: \(Self.name).Setup(), dc: Self.backend()) {
            logic, presenter, navigator, tasks in
            Self.fillIn(password: AppAccounts.password, on: logic)
            logic.submit()

            logic.submit()
            await tasks.waitUntilFinished()

            // One sign-in, so one hand-over.
            Self.expectHandOver(presenter, navigator)
          }
        }

        @Test func thePasswordNeverShowsInTheState() async {
          await spied.withLogic(setup: \(Self.name).Setup(), dc: Self.backend()) {
            logic, _, _, _ in
            logic.changePassword(to: "a-secret-typed")

            #expect(!String(describing: logic.state).contains("a-secret-typed"))
            #expect(logic.state.password.revealedText == "a-secret-typed")
          }
        }
      }

      """
  }

  private var accountsTests: String {
    """
    import Foundation
    import ServerWorker
    import Testing

    @testable import \(module)

    @Suite struct AppAccountsTests {
      private func login(_ email: String, _ password: String) throws -> ServerHTTPResponse {
        let body = try JSONEncoder().encode(SignInCredentials(email: email, password: password))
        return AppAccounts.signIn(ServerHTTPRequest(method: .post, path: "/login", body: body))
      }

      @Test func theSeededAccountGetsItsSessionAndToken() throws {
        let answer = try login(AppAccounts.email, AppAccounts.password)

        #expect(answer.status == 200)
        let session = try JSONDecoder().decode(\(session).self, from: answer.body)
        #expect(session == \(session)(account: AppAccounts.seeded, token: AppAccounts.token))
      }

      @Test func aWrongPasswordIsRefused() throws {
        #expect(try login(AppAccounts.email, "wrong-password").status == 401)
      }

      @Test func aSessionNeverPrintsItsToken() {
        let session = \(session)(account: AppAccounts.seeded, token: AppAccounts.token)

        #expect(!String(describing: session).contains(AppAccounts.token))
      }
    }

    """
  }
}
