import DLCScript

/// The files of a new scene, in the shape of every DLC scene: its declaration, navigator, view,
/// presenter, interactor and logic, a logic test with spies, and a harness test with its
/// snapshot and a leak check.
///
/// Each part shows the pattern a person copies to add behaviour: a use case in the logic
/// (`acknowledge`), the presenter method it calls (`showMessage`), the elements it changes
/// (`message`, `ok`), a logic test and a harness test of it. Lines stay within 100 columns for
/// names of up to 40 characters, broken where `swift format` breaks them, so that the generated
/// code is lint-clean as written and unchanged by formatting.
struct SceneTemplate {
  /// The scene's name, a Swift type name such as `Shelf`.
  var name: String
  /// The act it belongs to, such as `Act1`.
  var act: String
  /// The module the scene is compiled in, for the tests' `@testable import`.
  var module: String
  /// Whether the scene is presented modally, so that it gets a way to close itself.
  var isModal = false
  /// Whether the scene gets a use case that asks the server worker, with its loading state and
  /// failure alert, and an endpoint in the application's embedded backend that answers it.
  var withServer = false
  /// Whether the scene's act is signed in, so that its endpoint answers only a request that
  /// carries a signed-in account's token.
  var requiresSignIn = false
  /// Whether the scene shows a list a person selects a row of (`--list`).
  var isList = false
  /// Whether the scene is a form with validation and a submit button (`--form`).
  var isForm = false
  /// Whether the scene signs out of its signed-in act, back to act 1's Home: the first scene
  /// of an act `new act --signed-in` writes.
  var signsOut = false
  /// The scheme of the application's links, for its root scene only (`new app`'s Home): the
  /// root then lists every other scene's link and opens the one a person selects, so that
  /// every scene is reached from it.
  var rootScheme: String?

  /// The message the scene shows when it starts.
  var greeting: String { "\(title) is ready." }
  /// The scene's title: its name in words, such as `Book detail`.
  var title: String { SwiftName.words(name) }
  /// The path the scene's server request asks, such as `/book-detail`.
  var endpointPath: String { "/\(SwiftName.linkPath(name))" }
  /// The type of the server's answer, such as `StockAnswer`.
  var answerType: String { "\(name)Answer" }
  /// The message the embedded backend answers with.
  var answerMessage: String { "\(title) loaded." }

  /// The scene's source files, by path relative to the act's folder.
  var sources: [(path: String, contents: String)] {
    var files = [
      ("\(name)/Core/\(name).swift", declaration),
      ("\(name)/Core/\(name)Navigator.swift", navigator),
      ("\(name)/Display/\(name)View.swift", view),
      ("\(name)/Display/\(name)Presenter.swift", presenter),
      ("\(name)/Display/\(name)Interactor.swift", interactor),
      ("\(name)/Logic/\(name)Logic.swift", logic),
    ]
    if withServer {
      files.append(("\(name)/Logic/\(answerType).swift", answer))
    }
    return files
  }

  /// The scene's test files, by path relative to the act's test folder.
  var tests: [(path: String, contents: String)] {
    [
      ("\(name)/Logic/\(name)LogicTests.swift", logicTests),
      ("\(name)/Logic/\(name)PresenterSpy.swift", presenterSpy),
      ("\(name)/Logic/\(name)NavigatorSpy.swift", navigatorSpy),
      ("\(name)/Core/\(name)HarnessTests.swift", harnessTests),
    ]
  }

  /// The harness test's snapshot, by path relative to the act's folder of snapshots: the
  /// package's `Tests/Snapshots/`, then the act's folder in its test target.
  var snapshots: [(path: String, contents: String)] {
    [("\(name)/Core/\(name)HarnessTests/startsWithItsMessage.txt", snapshot)]
  }

  /// How the scene first renders, as the harness test's snapshot holds it.
  var snapshot: String {
    var lines = ["[\(name)] \(title)", "message: \(greeting)", "ok: <OK>"] + variantSnapshotLines
    if withServer {
      lines.append("load: <Load>")
    }
    if isModal {
      lines.append("close: <Close>")
    }
    if signsOut {
      lines.append("signOut: <Sign out>")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The `case` the embedded backend's `switch` gains for the scene's request.
  var endpoint: String {
    let guardToken =
      requiresSignIn
      ? """

        guard AppAccounts.isSignedIn(request) else {
          return .text("Sign in to GET \(endpointPath)", status: 401)
        }
      """ : ""
    return """
      case (.get, "\(endpointPath)"):\(guardToken)
        return .json(
          \(answerType)(
            message: "\(answerMessage)"))
      """
  }

  // MARK: - Sources

  /// The body of a scene declaration's `wire(_:)` in the usual shape, laid out as swift format
  /// lays it out: on one line where it fits in 100 columns, else its arguments on the next
  /// line, else one a line.
  static func wiringCall(_ name: String) -> String {
    let arguments = [
      "\(name)Presenter(scene)", "\(name)Navigator(scene)", "\(name)Interactor.init",
    ]
    let oneLine = "    scene.logic(\(arguments.joined(separator: ", ")))"
    if oneLine.count <= 100 {
      return oneLine
    }
    let nextLine = "      \(arguments.joined(separator: ", ")))"
    if nextLine.count <= 100 {
      return "    scene.logic(\n\(nextLine)"
    }
    return "    scene.logic(\n"
      + arguments.map { "      \($0)" }.joined(separator: ",\n") + ")"
  }

  /// The declaration's `title(for:)` and the blank line after it; none where the title is the
  /// scene's name, which a scene is titled with by default.
  private var titleFunction: String {
    title == name ? "" : "  static func title(for _: Setup) -> String { \"\(title)\" }\n\n"
  }

  /// A modal scene's word on how it is shown, before its wiring.
  private var presentationDeclaration: String {
    guard isModal else { return "" }
    return """
        /// Presented over the scene that shows it, which `close` goes back to.
        static let preferredPresentation = ScenePresentation.modal


      """
  }

  /// The declaration's doc comment: the scene, its act, and what the options gave it.
  private var declarationDoc: String {
    let kinds =
      (withServer ? ["its message from the server"] : [])
      + (isList ? ["a list to select from"] : [])
      + (isForm ? ["a form to fill in"] : []) + (isModal ? ["a way to close"] : [])
    let with = kinds.isEmpty ? "" : ", with " + Self.sentence(kinds)
    return Self.docComment("\(title): a scene of \(act)\(with).")
  }

  /// The logic's doc comment: the use cases the options wrote.
  private var logicDoc: String {
    let uses =
      ["acknowledge the message shown"]
      + (withServer ? ["ask the server for a message"] : [])
      + (rootScheme != nil ? ["open a scene by its link"] : [])
      + (isList ? ["select a row"] : []) + (isForm ? ["check and submit the name typed"] : [])
      + (isModal ? ["close"] : []) + (signsOut ? ["sign out"] : [])
    return Self.docComment("The use cases: " + Self.sentence(uses) + ".")
  }

  /// A doc comment of a top-level declaration, wrapped within the 100 columns swift format
  /// allows.
  private static func docComment(_ text: String) -> String {
    HelpLayout.wrap(text, to: 96).map { "/// " + $0 }.joined(separator: "\n")
  }

  /// Items joined as in a sentence: `a`, `a and b`, `a, b and c`.
  private static func sentence(_ items: [String]) -> String {
    guard let last = items.last, items.count > 1 else { return items.first ?? "" }
    return items.dropLast().joined(separator: ", ") + " and " + last
  }

  private var declaration: String {
    """
    import DLC

    \(declarationDoc)
    enum \(name): \(act)SceneParts {
      /// What \(name) is created with.
      struct Setup {\(rootSetup)}

      /// \(name)'s state, owned by its logic.
      ///
      /// Text typed into a secure field belongs in a `SecretText`, which prints masked wherever
      /// the state is shown.
      struct State: LogicState {
        /// The message shown.
        var message = "\(greeting)"\(withServer ? """

            /// Whether the server's answer is awaited.
            var isLoading = false
        """ : "")\(variantState)
      }

      typealias View = \(name)View
      typealias Presenter = any \(name)PresenterInterface
      typealias Navigator = any \(name)NavigatorInterface

    \(titleFunction)\(presentationDeclaration)  static func wire(_ scene: SceneWiring<Self>) -> \(name)Logic {
    \(Self.wiringCall(name))
      }
    }

    """
  }

  private var answer: String {
    """
    /// What the server answers \(name)'s request with, `GET \(endpointPath)`: the embedded
    /// backend encodes it, the scene decodes it.
    struct \(answerType): Codable, Sendable, Equatable {
      /// The message to show.
      var message: String
    }

    """
  }

  private var navigator: String {
    if rootScheme != nil {
      return """
        import DLC

        protocol \(name)NavigatorInterface: SceneRole {
          /// Shows the scene a link of the application leads to, over this one.
          func open(_ link: String)
        }

        /// Shows what a link leads to over \(name) as the scene asks, so `back` comes back here.
        final class \(name)Navigator:
          SceneNavigator<any \(act)DCInterface>,
          \(name)NavigatorInterface
        {
          func open(_ link: String) {
            // The links come from AppLinks itself, so each has a destination.
            guard let destination = try? AppLinks.router.destination(for: link) else { return }
            show(destination(dc))
          }
        }

        """
    }
    if signsOut {
      return """
        import DLC

        protocol \(name)NavigatorInterface: SceneRole {
          /// Signs out: replaces the whole stack with act 1's Home, dropping \(act)'s container
          /// and the session only it holds.
          func signOut()
        }

        /// Replaces the whole stack, so nothing of \(act) stays under act 1's Home.
        final class \(name)Navigator:
          SceneNavigator<any \(act)DCInterface>,
          \(name)NavigatorInterface
        {
          func signOut() {
            // Ends the session for links at once, whatever holds its container a moment longer.
            dc.act1.factory.endSession()
            replaceRoot(with: dc.act1.factory.scene(.home(.init())))
          }
        }

        """
    }
    guard isModal else {
      return """
        import DLC

        /// Where \(name) can go: a transition is added here, with the use case that asks for it.
        protocol \(name)NavigatorInterface: SceneRole {}

        /// Takes \(name) nowhere yet; each transition it gains goes here.
        final class \(name)Navigator:
          SceneNavigator<any \(act)DCInterface>,
          \(name)NavigatorInterface
        {}

        """
    }
    return """
      import DLC

      protocol \(name)NavigatorInterface: SceneRole {
        /// Closes the scene, back to the one that presented it.
        func close()
      }

      /// Goes back, so the scene that presented \(name) shows again.
      final class \(name)Navigator:
        SceneNavigator<any \(act)DCInterface>,
        \(name)NavigatorInterface
      {
        func close() {
          goBack()
        }
      }

      """
  }

  private var view: String {
    var elements = [
      "let message = Label(id: \"message\")", "let ok = Button(id: \"ok\", title: \"OK\")",
    ]
    var ids = ["message", "ok"]
    elements += variantElements.map(\.declaration)
    ids += variantElements.map(\.id)
    if withServer {
      elements.append("let load = Button(id: \"load\", title: \"Load\")")
      ids.append("load")
    }
    if isModal {
      elements.append("let close = Button(id: \"close\", title: \"Close\")")
      ids.append("close")
    }
    if signsOut {
      elements.append("let signOut = Button(id: \"signOut\", title: \"Sign out\")")
      ids.append("signOut")
    }
    return """
      import DLC

      /// Top to bottom: \(ids.map { "`\($0)`" }.joined(separator: ", ")).
      final class \(name)View: SceneView {
      \(elements.map { "  \($0)" }.joined(separator: "\n"))

        override var body: [Element] { [\(ids.joined(separator: ", "))] }
      }

      """
  }

  private var presenter: String {
    let requirements =
      withServer
      ? """

        /// Shows that the server's answer is awaited, or no longer.
        func showLoading(_ isLoading: Bool)
        /// Tells the person that the server failed them, in an alert.
        func showServerFailure(_ error: ServerError)
      """ : ""
    let methods =
      withServer
      ? """


        func showLoading(_ isLoading: Bool) {
          view?.load.isEnabled = !isLoading
          view?.load.title = isLoading ? "Loading…" : "Load"
        }

        func showServerFailure(_ error: ServerError) {
          showAlert(
            Alert(
              title: error.description,
              message: "\(title) could not load."))
        }
      """ : ""
    return """
      import DLC\(withServer ? "\nimport ServerWorker" : "")

      protocol \(name)PresenterInterface: SceneRole {
        /// Shows the message.
        func showMessage(_ message: String)\(requirements)\(variantPresenterRequirements)
      }

      \(presenterDocumentation)
      final class \(name)Presenter:
        ScenePresenter<\(name)View>,
        \(name)PresenterInterface
      {
        func showMessage(_ message: String) {
          view?.message.text = message
        }\(variantPresenterMethods)\(methods)
      }

      """
  }

  private var interactor: String {
    var bindings = ["view.ok.onTap = { [logic] in logic.acknowledge() }"] + variantBindings
    if withServer {
      bindings.append("view.load.onTap = { [logic] in logic.load() }")
    }
    if isModal {
      bindings.append("view.close.onTap = { [logic] in logic.close() }")
    }
    if signsOut {
      bindings.append("view.signOut.onTap = { [logic] in logic.signOut() }")
    }
    return """
      import DLC

      \(interactorDocumentation)
      final class \(name)Interactor:
        SceneInteractor<
          \(name)View,
          any \(name)LogicInterface
        >
      {
        override func bind(_ view: \(name)View) {
      \(bindings.map { "    \($0)" }.joined(separator: "\n"))
        }
      }

      """
  }

  private var logic: String {
    var requirements =
      ["  /// Says the message was read.", "  func acknowledge()"] + variantLogicRequirements
    var useCases = [
      """
        func acknowledge() {
          state.message = "\(title): OK"
          presenter.showMessage(state.message)
        }
      """
    ]
    if withServer {
      requirements += ["  /// Asks the server for the message.", "  func load()"]
      useCases.append(
        """
          func load() {
            guard !state.isLoading else { return }
            state.isLoading = true
            presenter.showLoading(true)
            let server = dc.server
            tasks.perform {
              () async throws(ServerError) -> \(answerType) in
              try await server.send(.get("\(endpointPath)"))
            } then: { [weak self] result in
              guard let self else { return }
              state.isLoading = false
              presenter.showLoading(false)
              switch result {
              case .success(let answer):
                state.message = answer.message
                presenter.showMessage(answer.message)
              case .failure(let error):
                presenter.showServerFailure(error)
              }
            }
          }
        """)
    }
    if isModal {
      requirements += ["  /// Closes the scene.", "  func close()"]
      useCases.append(
        """
          func close() {
            navigator.close()
          }
        """)
    }
    if signsOut {
      requirements += ["  /// Signs out, back to act 1.", "  func signOut()"]
      useCases.append(
        """
          func signOut() {
            navigator.signOut()
          }
        """)
    }
    let imports = ["DLC"] + (isForm ? ["Foundation"] : []) + (withServer ? ["ServerWorker"] : [])
    return """
      \(imports.map { "import \($0)" }.joined(separator: "\n"))

      protocol \(name)LogicInterface: SceneRole {
      \(requirements.joined(separator: "\n"))
      }

      \(logicDoc)
      final class \(name)Logic:
        SceneLogic<\(name)>,
        \(name)LogicInterface
      {
        override func start() {
          presenter.showMessage(state.message)\(variantStart)
        }

      \((useCases + variantUseCases).joined(separator: "\n\n"))
      }

      """
  }

  // MARK: - Tests

  private var presenterSpy: String {
    let serverMethods = [
      "func showLoading(_ isLoading: Bool) { record(isLoading) }",
      "func showServerFailure(_ error: ServerError) { record(error) }",
    ]
    return SpyTemplate.source(
      standingInFor: "presenter", of: name, in: module,
      importing: withServer ? ["ServerWorker"] : [],
      methods: ["func showMessage(_ message: String) { record(message) }"] + variantSpyMethods
        + (withServer ? serverMethods : []))
  }

  private var navigatorSpy: String {
    SpyTemplate.source(
      standingInFor: "navigator", of: name, in: module,
      methods: (isModal ? ["func close() { record() }"] : [])
        + (signsOut ? ["func signOut() { record() }"] : [])
        + (rootScheme != nil ? ["func open(_ link: String) { record(link) }"] : []))
  }

  private var logicTests: String {
    var tests = [
      logicTest(
        "startShowsTheMessage",
        body: [
          variantStartCalls.isEmpty
            ? "presenter.expect { $0.showMessage(\"\(greeting)\") }"
            : "presenter.expect {\n        $0.showMessage(\"\(greeting)\")\(variantStartCalls)\n      }",
          "",
          "logic.start()",
        ]),
      logicTest(
        "acknowledgingChangesTheMessage",
        body: [
          "logic.acknowledge()",
          "",
          "presenter.assertCalls { $0.showMessage(\"\(title): OK\") }",
          "#expect(logic.state.message == \"\(title): OK\")",
        ]),
    ]
    tests += variantLogicTests
    if withServer {
      tests.append(
        logicTest(
          "loadShowsTheServersMessageOnceItIsLoaded",
          server: "server.answer(.get, \"\(endpointPath)\", json: [\"message\": \"Hello\"])",
          body: [
            "logic.load()",
            "#expect(logic.state.isLoading)",
            "await tasks.waitUntilFinished()",
            "",
            "presenter.assertCalls {",
            "  $0.showLoading(true)",
            "  $0.showLoading(false)",
            "  $0.showMessage(\"Hello\")",
            "}",
            "#expect(logic.state.message == \"Hello\")",
            "#expect(!logic.state.isLoading)",
          ]))
      tests.append(
        logicTest(
          "aServerFailureRaisesTheAlert",
          server: "server.fail(.get, \"\(endpointPath)\", with: .unreachable)",
          body: [
            "logic.load()",
            "await tasks.waitUntilFinished()",
            "",
            "presenter.assertCalls {",
            "  $0.showLoading(true)",
            "  $0.showLoading(false)",
            "  $0.showServerFailure(.unreachable)",
            "}",
            "#expect(logic.state.message == \"\(greeting)\")",
          ]))
    }
    if isModal {
      tests.append(
        logicTest("closeGoesBack", body: ["navigator.expect { $0.close() }", "", "logic.close()"]))
    }
    if signsOut {
      tests.append(
        logicTest(
          "signOutLeavesTheAct",
          body: ["navigator.expect { $0.signOut() }", "", "logic.signOut()"]))
    }
    let spies = ["\(name)Logic", "\(name)PresenterSpy", "\(name)NavigatorSpy"]
    let oneLine = "  private let spied = SpiedLogic<\(spies.joined(separator: ", "))>()"
    let spied =
      oneLine.count <= 100
      ? oneLine
      : "  private let spied = SpiedLogic<\n"
        + spies.map { "    \($0)" }.joined(separator: ",\n") + "\n  >()"
    return """
      import DLC
      import DLCTesting\(withServer ? "\nimport ServerWorker\nimport ServerWorkerTesting" : "")
      import Testing

      @testable import \(module)

      @MainActor
      @Suite struct \(name)LogicTests {
        /// Each test builds the logic with spies and a stub container, and ends by checking that
        /// the spies saw no call it did not expect, and that everything it built was freed.
      \(spied)

      \(tests.joined(separator: "\n\n"))
      }

      """
  }

  /// A test of the logic, run in the suite's `SpiedLogic`; the closure names only what the body
  /// uses, and a server stub the test sets up is made before it.
  ///
  /// - Parameters:
  ///   - test: The test's name.
  ///   - setup: The scene's setup, as Swift.
  ///   - server: How the test's `ServerStub` answers, as a line of Swift; `nil` for no server.
  ///   - body: The test's lines, indented from the closure's body.
  /// - Returns: The test, indented for its suite.
  func logicTest(
    _ test: String, setup: String? = nil, server: String? = nil, body: [String]
  ) -> String {
    let text = body.joined(separator: "\n")
    let used = ["logic", "presenter", "navigator", "tasks"].map { part in
      text.contains("\(part).") || text.contains("\(part))") ? part : "_"
    }
    let parameters = "\(used.joined(separator: ", ")) in"
    let setup = setup ?? "\(name).Setup()"
    let dc = server == nil ? "\(act)DCStub()" : "\(act)DCStub(server: server)"
    let call = "    await spied.withLogic(setup: \(setup), dc: \(dc)) {"
    var opening: String
    if call.count + parameters.count + 1 <= 100 {
      opening = "\(call) \(parameters)"
    } else if call.count <= 100 {
      opening = "\(call)\n      \(parameters)"
    } else {
      opening = """
            await spied.withLogic(
              setup: \(setup),
              dc: \(dc)
            ) { \(parameters)
        """
    }
    if let server {
      opening = "    let server = ServerStub()\n    \(server)\n" + opening
    }
    let lines = body.map { $0.isEmpty ? "" : "      \($0)" }.joined(separator: "\n")
    return """
        @Test func \(test)() async {
      \(opening)
      \(lines)
          }
        }
      """
  }

  private var harnessTests: String {
    let setup = rootScheme != nil ? ".init(links: [])" : ".init()"
    let rootTest =
      rootScheme.map { scheme in
        """


          @Test func selectingALinkShowsItsScene() async {
            let dc = \(act)DCStub()
            let harness = await SceneHarness(
              dc.factory.scene(.\(name.lowerFirst)(.init(links: ["\(scheme)://home"]))))

            await harness.select(row: 1, in: "scenes")

            #expect(harness.stage.navigationStack.count == 2)
            await harness.assertAllScenesFreed()
          }

          @Test func comingBackLeavesNoRowSelected() async {
            let dc = \(act)DCStub()
            let harness = await SceneHarness(
              dc.factory.scene(.\(name.lowerFirst)(.init(links: ["\(scheme)://home"]))))
            await harness.select(row: 1, in: "scenes")

            await harness.back()

            // The renderer marks a selected row with `  > `.
            #expect(!harness.render().contains("  > 1."))
            await harness.assertAllScenesFreed()
          }
        """
      } ?? ""
    let server =
      requiresSignIn
      ? "ServerWorker(transport: AppBackend.transport())\n      .authenticated(with: AppAccounts.token)"
      : "ServerWorker(transport: AppBackend.transport())"
    let refusedTest =
      requiresSignIn
      ? """


        @Test func theEmbeddedBackendRefusesARequestWithoutTheSessionsToken() async {
          let server = ServerWorker(transport: AppBackend.transport())
          let dc = \(act)DCStub(server: server)
          let harness = await SceneHarness(
            dc.factory.scene(.\(name.lowerFirst)(.init())))

          await harness.tap("load")

          #expect(harness.stage.alert?.message == "\(title) could not load.")
          #expect(harness.text(of: "message") == "\(greeting)")
          await harness.assertAllScenesFreed()
        }
      """ : ""
    let serverTest =
      withServer
      ? """


        @Test func loadingShowsTheEmbeddedBackendsAnswer() async {
          let server = \(server)
          let dc = \(act)DCStub(server: server)
          let harness = await SceneHarness(
            dc.factory.scene(.\(name.lowerFirst)(.init())))

          await harness.tap("load")

          #expect(harness.text(of: "message") == "\(answerMessage)")
          await harness.assertAllScenesFreed()
        }\(refusedTest)
      """ : ""
    return """
      import DLC
      import DLCTesting\(withServer ? "\nimport ServerWorker" : "")
      import Testing

      @testable import \(module)

      @MainActor
      @Suite struct \(name)HarnessTests {
        @Test func startsWithItsMessage() async {
          let dc = \(act)DCStub()
          let harness = await SceneHarness(
            dc.factory.scene(.\(name.lowerFirst)(\(setup))))

          #expect(harness.text(of: "message") == "\(greeting)")
          assertSnapshot(of: harness, in: snapshotFolder())
          await harness.assertAllScenesFreed()
        }

        @Test func tappingOKChangesTheMessage() async {
          let dc = \(act)DCStub()
          let harness = await SceneHarness(
            dc.factory.scene(.\(name.lowerFirst)(\(setup))))

          await harness.tap("ok")

          #expect(harness.text(of: "message") == "\(title): OK")
          await harness.assertAllScenesFreed()
        }\(variantHarnessTests)\(rootTest)\(serverTest)
      }

      """
  }
}

extension String {
  /// The name with its leading capitals in lower case, for cases and properties: `Shelf` →
  /// `shelf`, `URLList` → `urlList`.
  var lowerFirst: String {
    SwiftName.lowerFirst(self)
  }
}
