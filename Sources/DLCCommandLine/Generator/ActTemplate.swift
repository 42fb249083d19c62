import Foundation

/// The files of a new act entered from another with a value: its container interface,
/// container, factory and scene enum, its first scene (`<Act>Home`, so that the act's `switch`
/// is never empty), its test container, and a test of the handover.
struct ActTemplate {
  /// The new act's name, such as `Checkout`.
  var name: String
  /// The act it follows, whose factory hands over to it.
  var previous: ActLocation
  /// The type of the value handed over, such as `Cart`.
  var carrying: String
  /// Whether the previous act's container has a server worker, which the new act carries on.
  var hasServer: Bool
  /// A Swift expression of the carried type for tests, such as `Cart()` or `""`.
  var sampleValue: String
  /// How a person signs in to the act, when it is a signed-in act: it then carries the
  /// account (`carrying`) of a session, with a server worker that sends the session's token
  /// and the account's own store, and signs out back to the act it follows.
  var signIn: SignInTemplate?

  /// The property that holds the carried value: `cart`.
  var valueName: String { carrying.lowerFirst }
  /// The property that holds the previous act's container: `act1`.
  var previousName: String { previous.name.lowerFirst }
  /// The factory method that hands over: `checkoutDC(cart:)`.
  var handoverName: String { "\(name.lowerFirst)DC" }

  /// The act's first scene, where the handover leads: `CheckoutHome`.
  var first: SceneTemplate {
    SceneTemplate(
      name: "\(name)Home", act: name, module: previous.module, signsOut: signIn != nil)
  }

  /// The act's source files, by path relative to the module's folder of acts.
  var sources: [(path: String, contents: String)] {
    [
      ("\(name)/\(name)Scene.swift", scene),
      ("\(name)/\(name)DCInterface.swift", signIn == nil ? interface : signedInInterface),
      ("\(name)/\(name)DC.swift", signIn == nil ? container : signedInContainer),
      ("\(name)/\(name)Factory.swift", factory),
    ] + first.sources.map { ("\(name)/\($0.path)", $0.contents) }
  }

  /// The act's test files, by path relative to the module's test folder.
  var tests: [(path: String, contents: String)] {
    [
      ("Support/\(name)DCStub.swift", signIn == nil ? stub : signedInStub),
      ("\(name)/\(name)HandoverTests.swift", signIn == nil ? handoverTest : signedInHandoverTest),
    ]
      + first.tests.map { ("\(name)/\($0.path)", $0.contents) }
  }

  /// The first scene's snapshots, by path relative to the folder of the module's snapshots.
  var snapshots: [(path: String, contents: String)] {
    first.snapshots.map { ("\(name)/\($0.path)", $0.contents) }
  }

  /// How a link enters the act, for `AppLinks`: through the handovers from act 1, each with a
  /// sample value to change into what a link should carry.
  ///
  /// - Parameter keepsContainersAlive: Whether the application's factories hold their container
  ///   unowned, as an earlier `new app` wrote them: a container made for the handover is then
  ///   kept alive while its factory hands over.
  /// - Returns: The `AppLinks` member.
  func linkEntry(keepsContainersAlive: Bool) -> String {
    let handover = "factory.\(handoverName)(\n      \(valueName): \(sampleValue))"
    let body =
      if previous.name == "Act1" {
        "act1.\(handover)"
      } else if keepsContainersAlive {
        """
        let \(previousName) = \(previous.name.lowerFirst)DC(act1)
            return withExtendedLifetime(\(previousName)) {
              \(previousName).\(handover.replacingOccurrences(of: "\n", with: "\n  "))
            }
        """
      } else {
        "\(previous.name.lowerFirst)DC(act1).\(handover)"
      }
    return """
        /// \(name)'s container for a link, entered from \(previous.name) with a sample value:
        /// change it to what a link into \(name) should carry.
        @MainActor
        static func \(name.lowerFirst)DC(_ act1: any Act1DCInterface)
          -> \(name)DC
        {
          \(body)
        }

      """
  }

  /// An act's `factory`, as a container or its stub declares it: on one line where it fits.
  ///
  /// - Parameter act: The act's name.
  /// - Returns: The declaration, indented as a member.
  static func factoryProperty(of act: String) -> String {
    let line = "  var factory: \(act)Factory { \(act)Factory(dc: self) }"
    return line.count <= 100
      ? line : "  var factory: \(act)Factory {\n    \(act)Factory(dc: self)\n  }"
  }

  /// What the previous act's container calls the signed-in act's running container.
  var sessionName: String { "running\(name)" }

  /// What the previous act's container interface gains for a signed-in act: the session, which
  /// its factory sets, clears and reads for links.
  var sessionRequirement: String {
    """
      /// \(name)'s container while a scene of \(name) holds it: a link then opens \(name)
      /// without the sign-in form.
      var \(sessionName): \(name)DC? { get set }

    """
  }

  /// What the previous act's container and its stub gain for a signed-in act: the session,
  /// held weakly, so that it ends with the last scene that holds it.
  var sessionHolder: String {
    """
      /// \(name)'s container while a scene of \(name) holds it.
      weak var \(sessionName): \(name)DC?

    """
  }

  /// The method the previous act's factory gains, typed so that the act exists only where the
  /// value does.
  var handover: String {
    if let signIn {
      return """
          /// Hands over to \(name) once a person has signed in: the only way into it, so that
          /// its scenes exist only for a session. This act's workers stay without the
          /// credential, which goes with \(name)'s container.
          func \(handoverName)(
            session: \(signIn.session)
          ) -> \(name)DC {
            let signedIn = \(name)DC(
              session: session,
              \(previousName): dc)
            dc.\(sessionName) = signedIn
            return signedIn
          }

          /// Ends the session for links, as signing out does: a link into \(name) shows the
          /// sign-in form again.
          func endSession() {
            dc.\(sessionName) = nil
          }

          /// A scene of \(name), for a link: at once during a session, else after the sign-in
          /// form, which goes on to the scene once the person has signed in.
          func sceneOnceSignedIn(_ scene: \(name)Scene) -> SceneController {
            guard let \(sessionName) = dc.\(sessionName) else {
              return self.scene(.\(SignInTemplate.name.lowerFirst)(.init(then: scene)))
            }
            return \(sessionName).factory.scene(scene)
          }

        """
    }
    return """
        /// Hands over to \(name), with the \(carrying) it works on.
        func \(handoverName)(
          \(valueName): \(carrying)
        ) -> \(name)DC {
          \(name)DC(
            \(valueName): \(valueName),
            \(previousName): dc)
        }

      """
  }

  private var scene: String {
    """
    import DLC

    /// \(name)'s scenes; `new scene NAME --act \(name)` adds one.
    enum \(name)Scene: ActScene {
      /// Where \(name) starts.
      case \(first.name.lowerFirst)(\(first.name).Setup)

      static let act = ActDescription(
        name: "\(name)",
        scenes: [
          "\(first.name)"
        ])
    }

    """
  }

  /// The protocol an act's scenes conform to, which says their container is the act's.
  ///
  /// - Parameter act: The act's name.
  /// - Returns: The protocol's declaration, with its doc comment.
  static func sceneParts(of act: String) -> String {
    """
    /// A scene of \(act): its parts reach \(act)'s container, by its interface.
    protocol \(act)SceneParts: SceneParts
    where Dependencies == any \(act)DCInterface {}
    """
  }

  private var interface: String {
    """
    import DLC\(hasServer ? "\nimport ServerWorker" : "")

    /// What \(name)'s scenes may use: the \(carrying) handed over,
    /// \(hasServer ? "the server worker, " : "")the clock and the factory.
    @MainActor
    protocol \(name)DCInterface: ActDependencyContainer
    where Factory == \(name)Factory {
      var \(valueName): \(carrying) { get }\(hasServer ? "\n  var server: any ServerWorkerInterface { get }" : "")
    }

    \(Self.sceneParts(of: name))

    """
  }

  private var container: String {
    """
    import DLC\(hasServer ? "\nimport ServerWorker" : "")

    /// \(name)'s dependency container: the \(carrying) handed over,
    /// and what \(previous.name) shares; made only by
    /// `\(previous.name)Factory.\(handoverName)(\(valueName):)`.
    final class \(name)DC:
      \(name)DCInterface
    {
      let \(valueName): \(carrying)\(hasServer ? "\n  let server: any ServerWorkerInterface" : "")
      let clock: any Clock<Duration>
    \(Self.factoryProperty(of: name))

      init(
        \(valueName): \(carrying),
        \(previousName): any \(previous.name)DCInterface
      ) {
        self.\(valueName) = \(valueName)\(hasServer ? "\n    server = \(previousName).server" : "")
        clock = \(previousName).clock
      }
    }

    """
  }

  private var factory: String {
    """
    import DLC

    /// Builds \(name)'s scenes.
    struct \(name)Factory: ActFactory {
      let dc: any \(name)DCInterface

      func scene(_ scene: \(name)Scene) -> SceneController {
        switch scene {
        case .\(first.name.lowerFirst)(let setup):
          \(first.name).controller(setup: setup, dc: dc)
        }
      }
    }

    """
  }

  private var stub: String {
    """
    import DLC
    import DLCTesting\(hasServer ? "\nimport ServerWorker\nimport ServerWorkerTesting" : "")
    import Testing

    @testable import \(previous.module)

    /// \(name)'s container for tests\(hasServer ? ": a server the test does not hand in fails the test when\n/// used, reported at the line that built the container" : "").
    final class \(name)DCStub:
      \(name)DCInterface
    {
      let \(valueName): \(carrying)
      let clock: any Clock<Duration>\(hasServer ? "\n  let server: any ServerWorkerInterface" : "")
    \(Self.factoryProperty(of: name))

      init(
        \(valueName): \(carrying) =
          \(sampleValue),
        clock: ManualClock? = nil,\(hasServer ? "\n    server: (any ServerWorkerInterface)? = nil," : "")
        sourceLocation: SourceLocation = #_sourceLocation
      ) {
        self.\(valueName) = \(valueName)
        self.clock = clock ?? UnimplementedClock(sourceLocation: sourceLocation)\(hasServer ? "\n    self.server = server ?? ServerStub.unimplemented(sourceLocation: sourceLocation)" : "")
      }
    }

    """
  }

  private var handoverTest: String {
    """
    import DLC
    import DLCTesting
    import Testing

    @testable import \(previous.module)

    @MainActor
    @Suite struct \(name)HandoverTests {
      @Test func handsOverWithTheValueCarried() {
        let tracker = LeakTracker()
        do {
          let clock = ManualClock()
          let \(previousName) = tracker.track(\(previous.name)DCStub(clock: clock))
          let \(valueName) = \(sampleValue)

          let dc = tracker.track(
            \(previousName).factory.\(handoverName)(
              \(valueName): \(valueName)))

          #expect(
            String(describing: dc.\(valueName))
              == String(describing: \(valueName)))
          #expect(dc.clock as? ManualClock === clock)
        }
        tracker.assertFreed()
      }
    }

    """
  }
}

extension ActTemplate {
  // MARK: - A signed-in act

  var signedInInterface: String {
    """
    import DLC
    import ServerWorker
    import StoreWorker

    /// What \(name)'s scenes may use: the signed-in account, a server worker that sends its
    /// token, the account's own store, the clock and the factory.
    @MainActor
    protocol \(name)DCInterface: ActDependencyContainer
    where Factory == \(name)Factory {
      /// The account signed in; \(name) exists only for it.
      var \(valueName): \(carrying) { get }
      /// Talks to the server with the account's token.
      var server: any ServerWorkerInterface { get }
      /// The account's own records: no other account's are reachable through it.
      var store: StoreAccount { get }
      /// \(previous.name)'s container, which holds no credential: where signing out returns.
      var \(previousName): any \(previous.name)DCInterface { get }
    }

    \(Self.sceneParts(of: name))

    """
  }

  var signedInContainer: String {
    """
    import DLC
    import ServerWorker
    import StoreWorker

    /// \(name)'s dependency container: the signed-in session (the account, the server worker
    /// that carries its token, its store) and what \(previous.name) shares; made only by
    /// `\(previous.name)Factory.\(handoverName)(session:)`, and the only holder of the token.
    final class \(name)DC:
      \(name)DCInterface
    {
      let \(valueName): \(carrying)
      let server: any ServerWorkerInterface
      let store: StoreAccount
      let clock: any Clock<Duration>
      let \(previousName): any \(previous.name)DCInterface
    \(Self.factoryProperty(of: name))

      init(
        session: \(signIn?.session ?? ""),
        \(previousName): any \(previous.name)DCInterface
      ) {
        \(valueName) = session.account
        server = \(previousName).server.authenticated(with: session.token)
        store = \(previousName).store.account(session.account.id)
        clock = \(previousName).clock
        self.\(previousName) = \(previousName)
      }
    }

    """
  }

  var signedInStub: String {
    """
    import DLC
    import DLCTesting
    import ServerWorker
    import ServerWorkerTesting
    import StoreWorker
    import Testing

    @testable import \(previous.module)

    /// \(name)'s container for tests: a server the test does not hand in fails the test when
    /// used, reported at the line that built the container; the store is the one given (a
    /// test seeds it first), else a new one in memory, and holds the session's account.
    final class \(name)DCStub:
      \(name)DCInterface
    {
      let \(valueName): \(carrying)
      let clock: any Clock<Duration>
      let server: any ServerWorkerInterface
      let store: StoreAccount
      let \(previousName): any \(previous.name)DCInterface
    \(Self.factoryProperty(of: name))

      init(
        \(valueName): \(carrying) = AppAccounts.seeded,
        clock: ManualClock? = nil,
        server: (any ServerWorkerInterface)? = nil,
        store: Store = AppStore.inMemory(),
        sourceLocation: SourceLocation = #_sourceLocation
      ) {
        self.\(valueName) = \(valueName)
        self.clock = clock ?? UnimplementedClock(sourceLocation: sourceLocation)
        self.server = server ?? ServerStub.unimplemented(sourceLocation: sourceLocation)
        self.store = store.account(\(valueName).id)
        \(previousName) = \(previous.name)DCStub(
          clock: clock, store: store, sourceLocation: sourceLocation)
      }
    }

    """
  }

  var signedInHandoverTest: String {
    let session = signIn?.session ?? ""
    return """
      import DLC
      import DLCTesting
      import Foundation
      import ServerWorker
      import StoreWorker
      import Testing

      @testable import \(previous.module)

      @MainActor
      @Suite struct \(name)HandoverTests {
        @Test func onlyTheSignedInActsServerSendsTheToken() async throws {
          // Echoes the Authorization header, so the test reads what each worker sent.
          let transport = EmbeddedTransport { request in
            .json(["authorization": request.headers["authorization"] ?? "none"])
          }
          let \(previousName) = \(previous.name)DCStub(server: ServerWorker(transport: transport))
          let dc = \(previousName).factory.\(handoverName)(
            session: \(session)(account: AppAccounts.seeded, token: "t0ken"))

          let signedIn: [String: String] = try await dc.server.send(.get("/echo"))
          let before: [String: String] = try await \(previousName).server.send(.get("/echo"))

          #expect(signedIn["authorization"] == "Bearer t0ken")
          #expect(before["authorization"] == "none")
        }

        @Test func theStoreIsTheAccountsOwn() {
          let \(previousName) = \(previous.name)DCStub(server: ServerWorker(transport: AppBackend.transport()))
          let dc = \(previousName).factory.\(handoverName)(
            session: \(session)(account: AppAccounts.seeded, token: "t0ken"))

          #expect(dc.store.id == AppAccounts.seeded.id)
          #expect(dc.store.store === \(previousName).store)
        }

        @Test func aLinkDuringASessionOpensTheSceneWithoutTheForm() {
          let \(previousName) = \(previous.name)DCStub(server: ServerWorker(transport: AppBackend.transport()))
          let dc = \(previousName).factory.\(handoverName)(
            session: \(session)(account: AppAccounts.seeded, token: "t0ken"))

          let scene = \(previousName).factory.sceneOnceSignedIn(.\(first.name.lowerFirst)(.init()))

          #expect(scene.name == "\(first.name)")
          withExtendedLifetime(dc) {}
        }

        @Test func aLinkOnceTheSessionHasEndedOpensTheSignInForm() {
          let \(previousName) = \(previous.name)DCStub(server: ServerWorker(transport: AppBackend.transport()))
          // Nothing holds the session's container, as when its last scene has left.
          _ = \(previousName).factory.\(handoverName)(
            session: \(session)(account: AppAccounts.seeded, token: "t0ken"))

          let scene = \(previousName).factory.sceneOnceSignedIn(.\(first.name.lowerFirst)(.init()))

          #expect(scene.name == "\(SignInTemplate.name)")
        }

        @Test func signingOutReturnsHomeAndFreesEveryObjectOfTheAct() async {
          let \(previousName) = \(previous.name)DCStub(server: ServerWorker(transport: AppBackend.transport()))
          let harness = await SceneHarness(
            \(previousName).factory.scene(.signIn(.init())))
          await harness.type(AppAccounts.email, into: "email")
          await harness.type(AppAccounts.password, into: "password")
          await harness.tap("submit")
          #expect(harness.topScene?.name == "\(first.name)")

          await harness.tap("signOut")

          #expect(harness.topScene?.name == "Home")
          let link = \(previousName).factory.sceneOnceSignedIn(.\(first.name.lowerFirst)(.init()))
          #expect(link.name == "\(SignInTemplate.name)")
          #expect(harness.stage.navigationStack.count == 1)
          await harness.assertDepartedScenesFreed()
          await harness.assertAllScenesFreed()
        }
      }

      """
  }
}
