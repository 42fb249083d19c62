/// The files of a new application's package: Package.swift on DLC, one act with one root scene
/// (`Home`), the composition root, an embedded backend that the server worker talks to unless
/// `--server URL` names another, the executable on DLCCommandLine, the tests, scripts, a README,
/// a `.gitignore` and a `.swift-format`.
///
/// The executable, not the scenes library, chooses the network transport: only it depends on
/// ServerWorkerNetworking, so the scenes and their tests link no FoundationNetworking.
struct AppTemplate {
  /// The application's name, a Swift type name such as `Shop`.
  var name: String
  /// How Package.swift names DLC: `.package(name: "DLC", path: "…")` or `url:`.
  var dlcDependency: String
  /// The text of DLC's `.swift-format`, so that the new package is formatted the same way.
  var formatConfiguration: String

  /// The module of the acts and scenes: `ShopScenes`.
  var module: String { "\(name)Scenes" }
  /// The executable's name: `shop`.
  var executable: String { name.lowercased() }
  /// The name of the scene the application starts on, in act 1.
  static let rootSceneName = "Home"

  /// The root scene.
  var home: SceneTemplate {
    SceneTemplate(name: Self.rootSceneName, act: "Act1", module: module, rootScheme: scheme)
  }

  /// Every file, by path relative to the package's folder.
  var files: [(path: String, contents: String)] {
    let files: [(String, String)] = [
      ("Package.swift", package),
      ("README.md", readme),
      (".gitignore", ".build/\n.swiftpm/\n*.xcodeproj\n.DS_Store\n"),
      (".swift-format", formatConfiguration),
      ("Scripts/\(executable).dlc", script),
      ("Scripts/links.dlc", linksScript),
      ("Sources/\(module)/AppLinks.swift", appLinks),
      ("Sources/\(module)/Backend/AppBackend.swift", backend),
      ("Sources/\(module)/AppStore.swift", appStore),
      ("Sources/\(module)/SharedAcrossScenes+Workers.swift", sharedWorkers),
      ("Sources/\(executable)/main.swift", main),
      ("Sources/\(module)/\(name)App.swift", application),
      ("Sources/\(module)/Act1/Act1Scene.swift", actScene),
      ("Sources/\(module)/Act1/Act1DCInterface.swift", actInterface),
      ("Sources/\(module)/Act1/Act1DC.swift", actContainer),
      ("Sources/\(module)/Act1/Act1Factory.swift", actFactory),
      ("Tests/\(module)Tests/Support/Act1DCStub.swift", actStub),
      ("Tests/\(module)Tests/Support/SnapshotFolder.swift", snapshotFolder),
      ("Tests/\(module)Tests/Backend/AppBackendTests.swift", backendTests),
    ]
    let homeFiles = home.files(
      sourcesIn: "Sources/\(module)/Act1", testsIn: "Tests/\(module)Tests/Act1",
      snapshotsIn: "Tests/Snapshots/Act1")
    return files + homeFiles.map { ($0.path, $0.contents) }
  }

  private var package: String {
    """
    // swift-tools-version: 6.2
    import PackageDescription

    /// Settings every target shares: Swift 6 mode with the upcoming features DLC holds itself to.
    let swiftSettings: [SwiftSetting] = [
      .swiftLanguageMode(.v6),
      .enableUpcomingFeature("ExistentialAny"),
      .enableUpcomingFeature("MemberImportVisibility"),
    ]

    /// DLC's products that a target depends on, by name.
    func dlc(_ products: String...) -> [Target.Dependency] {
      products.map { .product(name: $0, package: "DLC") }
    }

    let package = Package(
      name: "\(name)",
      platforms: [.macOS(.v15)],
      products: [
        .library(
          name: "\(module)",
          targets: ["\(module)"]),
        .executable(
          name: "\(executable)",
          targets: ["\(executable)"]),
      ],
      dependencies: [
        \(dlcDependency)
      ],
      targets: [
        .target(
          name: "\(module)",
          dependencies: dlc("DLC", "ServerWorker", "StoreWorker"),
          swiftSettings: swiftSettings
        ),
        .executableTarget(
          name: "\(executable)",
          dependencies: ["\(module)"]
            + dlc("DLCCommandLine", "ServerWorkerNetworking", "StoreWorker"),
          swiftSettings: swiftSettings
        ),
        .testTarget(
          name: "\(module)Tests",
          dependencies: ["\(module)"]
            + dlc("DLC", "DLCTesting", "ServerWorker", "ServerWorkerTesting", "StoreWorker"),
          swiftSettings: swiftSettings
        ),
      ]
    )

    """
  }

  private var readme: String {
    // The comments line up whatever the executable's name.
    let play = "swift run \(executable)"
    let test = "swift test" + String(repeating: " ", count: max(0, play.count - 10))
    return """
      # \(name)

      An application built on DLC, the Display-Logic-Core scene framework.

      ```sh
      \(play)  # play it in the REPL
      \(test)  # run its tests
      ```

      `swift run \(executable) run Scripts/*.dlc` runs its scripts (`links.dlc` opens every scene by
      its link, as `swift run \(executable) --open \(scheme)://home` does); `swift run \(executable) --help`
      lists what else its tool does. Scenes ask the embedded backend, `Sources/\(module)/Backend`,
      unless `--server URL` names a server that answers the same requests.

      Add a scene with `swift run \(executable) new scene NAME --act Act1` (`--with-server` for one
      that loads from the backend, `--list` for a list to select from, `--form` for a form that
      checks what is typed, `--modal` for one that closes itself), an act with
      `swift run \(executable) new act NAME --after Act1 --carrying TYPE` (`--signed-in` for one
      entered only through a sign-in form). The scenes are also a library,
      `\(module)`, for another executable to embed. Snapshots live in `Tests/Snapshots`, outside
      the test target, so that no snapshot needs listing in Package.swift.

      """
  }

  private var script: String {
    """
    # \(executable).dlc: the first screen, and its one use case
    expect scene is Home
    expect message is "\(home.greeting)"
    tap ok
    expect message is "Home: OK"

    """
  }

  /// The scheme of the application's links: `shop`.
  var scheme: String { executable }

  private var linksScript: String {
    """
    # links.dlc: every scene, opened by its link; `new scene` adds each scene it writes
    open \(scheme)://home
    expect scene is Home

    """
  }

  private var appLinks: String {
    """
    import DLC

    /// The links \(name) opens: `\(scheme)://SCENE` for each scene, shown over Home. `new scene`
    /// adds the route of each scene it writes; `new act` adds how a link enters its act.
    enum AppLinks {
      /// Where a link leads: a scene, made with act 1's container.
      typealias Destination = @MainActor (any Act1DCInterface) -> SceneController

      /// Every route, one a scene.
      static let router = DeepLinkRouter<Destination>(
        scheme: "\(scheme)",
        routes: [
          DeepLinkRoute("home") { _ in { $0.factory.scene(.home(.init())) } }
        ])
    }

    """
  }

  /// Import lines for modules, in the order swift format keeps them.
  private func imports(_ modules: [String]) -> String {
    modules.sorted().map { "import \($0)" }.joined(separator: "\n")
  }

  private var main: String {
    """
    \(imports(["DLCCommandLine", "Foundation", module, "ServerWorkerNetworking", "StoreWorker"]))

    let server = ToolOption<URL>.webAddress(
      "--server", help: "ask the server at URL instead of the embedded backend")
    let store = ToolOption<Store>(
      "--store", value: "FILE", help: "keep each account's data in FILE instead of in memory"
    ) { path throws(ToolOptionError) in
      do {
        // What the store recovered from on its own, such as a damaged file it moved aside
        // before starting afresh, is said, naming both files. The whole file is checked once
        // at the start: pages damaged past its header would fail every write after.
        return try Store(file: URL(fileURLWithPath: path), checksIntegrity: true) { warning in
          FileHandle.standardError.write(Data("warning: \\(warning)\\n".utf8))
        }
      } catch {
        throw ToolOptionError("cannot use '\\(path)' as the store: \\(error)")
      }
    }

    await SceneTool(
      name: "\(executable)",
      summary: "play and script the scenes of \(name)",
      acts: \(name)App.acts,
      links: \(name)App.links,
      options: [server, store]
    ) { values in
      let transport = values[server].map { URLSessionTransport(baseURL: $0) }
      return \(name)App(transport: transport, store: values[store])
    }.main()

    """
  }

  private var application: String {
    """
    public import DLC
    public import ServerWorker
    public import StoreWorker

    /// The composition root of \(name): builds act 1's container and shows Home.
    ///
    /// ```swift
    /// let stage = Stage(clock: ManualClock())
    /// \(name)App().start(on: stage)
    /// ```
    @MainActor
    public final class \(name)App: SceneApplication {
      /// \(name)'s acts.
      public static let acts: [ActDescription] = [Act1Scene.act]

      /// The links \(name) opens, one a scene, such as `\(scheme)://home`.
      public static var links: [String] { AppLinks.router.usage }

      /// A link for every route, which `explore` opens as a move: every scene is reachable.
      public static var sampleLinks: [String] { AppLinks.router.sampleLinks }

      /// How scenes reach the server: the embedded backend, or the transport the executable chose.
      private let transport: any ServerTransport
      /// Where each account's own data is kept, whoever is signed in.
      private let store: Store
      /// The act 1 container made last, while anything holds it, such as a signed-in act's
      /// container: a link opened during a session reaches the session through it.
      private weak var latestAct1: Act1DC?

      /// Creates the application.
      ///
      /// - Parameters:
      ///   - transport: How scenes reach a server that answers as the embedded backend does, such
      ///     as the `URLSessionTransport` the executable makes for `--server URL`; `nil`, the
      ///     default, runs the embedded backend in process.
      ///   - store: Where each account's data is kept; `nil`, the default, keeps it in memory.
      public init(transport: (any ServerTransport)? = nil, store: Store? = nil) {
        self.transport = transport ?? AppBackend.transport()
        self.store = store ?? AppStore.inMemory()
      }

      /// Shows Home on the stage, replacing whatever it showed.
      ///
      /// - Parameter stage: The stage to start on.
      public func start(on stage: Stage) {
        let dc = makeAct1DC(clock: stage.clock)
        stage.setRoot(dc.factory.scene(.home(Home.Setup())))
      }

      /// Shows the scene a link points to over Home, pushed or presented as the scene asks, with
      /// the running act 1's container, or the one a running act holds; a scene of a session's
      /// act goes over the session's screens.
      ///
      /// - Parameters:
      ///   - link: The link, such as `\(scheme)://home`.
      ///   - stage: The stage the application was started on.
      /// - Throws: A `DeepLinkError` saying why the link leads nowhere.
      public func open(_ link: String, on stage: Stage) throws(DeepLinkError) {
        let destination = try AppLinks.router.destination(for: link)
        let running = stage.runningAct(as: (any Act1DCInterface).self)
        let act1 = running ?? latestAct1 ?? makeAct1DC(clock: stage.clock)
        let target = destination(act1)
        if running == nil, !stage.navigationStack.isEmpty,
          !target.isPart(ofAct: (any Act1DCInterface).self)
        {
          // Another act runs, a session's say: back leads to where the person was in it. The
          // scene on top, linked to again, is shown anew in its place, not a copy over it.
          let stack = stage.navigationStack
          if let top = stack.last, top === stage.topScene, top.name == target.name,
            target.preferredPresentation == .pushed
          {
            stage.setNavigationStack(stack.dropLast() + [target])
          } else {
            stage.show(target)
          }
          return
        }
        let home = act1.factory.scene(.home(Home.Setup()))
        let isPushed = target.preferredPresentation == .pushed
        stage.setNavigationStack(target.name == home.name || !isPushed ? [home] : [home, target])
        if !isPushed {
          stage.present(target)
        }
      }

      private func makeAct1DC(clock: any Clock<Duration>) -> Act1DC {
        // The one clock that is not the stage's: a request's timeout and retries run in real
        // time, so that a command settles only once its answer or its error is in. An attempt
        // not answered in 2.5 s times out and a GET is tried three times in all, so the alert
        // that says so comes within about 8 s, inside the 10 s a command waits to settle.
        let server = ServerWorker(
          transport: transport,
          configuration: ServerConfiguration(
            timeout: .milliseconds(2_500), maxRetries: 2, retryBackoff: .milliseconds(250)),
          clock: ContinuousClock())
        let dc = Act1DC(server: server, store: store, clock: clock)
        latestAct1 = dc
        return dc
      }
    }

    """
  }

  private var actScene: String {
    """
    import DLC

    /// Act 1's scenes.
    enum Act1Scene: ActScene {
      /// Where \(name) starts.
      case home(Home.Setup)

      static let act = ActDescription(
        name: "Act1",
        scenes: [
          "Home"
        ])
    }

    """
  }

  private var actInterface: String {
    """
    import DLC
    import ServerWorker
    import StoreWorker

    /// What act 1's scenes may use: the server worker, the store, the clock and the factory.
    ///
    /// Nothing here holds a credential or an account: a signed-in act holds its own.
    @MainActor
    protocol Act1DCInterface: ActDependencyContainer where Factory == Act1Factory {
      var server: any ServerWorkerInterface { get }
      var store: Store { get }
    }

    \(ActTemplate.sceneParts(of: "Act1"))

    """
  }

  private var actContainer: String {
    """
    import DLC
    import ServerWorker
    import StoreWorker

    /// Act 1's dependency container: holds the workers and the clock, and makes the factory.
    final class Act1DC: Act1DCInterface {
      let server: any ServerWorkerInterface
      let store: Store
      let clock: any Clock<Duration>
    \(ActTemplate.factoryProperty(of: "Act1"))

      init(server: any ServerWorkerInterface, store: Store, clock: any Clock<Duration>) {
        self.server = server
        self.store = store
        self.clock = clock
      }
    }

    """
  }

  private var actFactory: String {
    """
    import DLC

    /// Builds act 1's scenes.
    struct Act1Factory: ActFactory {
      let dc: any Act1DCInterface

      func scene(_ scene: Act1Scene) -> SceneController {
        switch scene {
        case .home(let setup):
          Home.controller(setup: setup, dc: dc)
        }
      }
    }

    """
  }

  private var backend: String {
    """
    import Foundation
    import ServerWorker

    /// \(name)'s server, in process: what scenes ask unless `--server URL` names a server that
    /// answers the same requests. `new scene NAME --with-server` adds the endpoint of each scene
    /// it writes to ``answer(_:)``.
    ///
    /// ```swift
    /// let server = ServerWorker(transport: AppBackend.transport())
    /// ```
    enum AppBackend {
      /// A transport that hands every request to the backend, as a network server would get it.
      static func transport() -> EmbeddedTransport {
        EmbeddedTransport { request in answer(request) }
      }

      /// Answers a request as \(name)'s server does: 404 for a path it does not serve.
      ///
      /// - Parameter request: The request, as a server receives it.
      /// - Returns: The answer, whatever its status.
      static func answer(_ request: ServerHTTPRequest) -> ServerHTTPResponse {
        switch (request.method, request.path) {
        default:
          return .text("No endpoint at \\(request.method.rawValue) \\(request.path)", status: 404)
        }
      }
    }

    """
  }

  private var sharedWorkers: String {
    """
    import DLC
    import ServerWorker

    // The server worker outlives every scene it is handed to. Its module knows nothing of DLC,
    // so the application says so, for the leak checks of its tests and of `explore`, which
    // then look no further into it; the store is an actor, which no scene owns anyway.

    extension ServerWorker: @retroactive SharedAcrossScenes {}

    """
  }

  private var appStore: String {
    """
    import StoreWorker

    /// Where each account's own data is kept when no file is named: in memory, gone with the
    /// process, as scripts and tests want it.
    enum AppStore {
      /// A store in memory.
      static func inMemory() -> Store {
        do {
          return try Store(inMemoryWith: StoreSchema())
        } catch {
          // With no migration to run, opening SQLite's in-memory database fails only when the
          // process is out of memory, which no caller could recover from.
          preconditionFailure("cannot open a store in memory: \\(error)")
        }
      }
    }

    """
  }

  private var backendTests: String {
    """
    import ServerWorker
    import Testing

    @testable import \(module)

    @Suite struct AppBackendTests {
      @Test func aPathItDoesNotServeIsNotFound() {
        let answer = AppBackend.answer(ServerHTTPRequest(method: .get, path: "/nowhere"))

        #expect(answer.status == 404)
      }
    }

    """
  }

  private var snapshotFolder: String {
    """
    import Foundation

    /// Where a test file keeps its snapshots: `Tests/Snapshots/`, then the test file's path in
    /// its target, where SwiftPM does not look, so that no snapshot folder needs excluding in
    /// Package.swift.
    ///
    /// - Parameter testFile: The test's file; leave the default.
    /// - Returns: `Tests/Snapshots/Act1/Home/Core/HomeHarnessTests` for
    ///   `Tests/\(module)Tests/Act1/Home/Core/HomeHarnessTests.swift`.
    func snapshotFolder(for testFile: StaticString = #filePath) -> URL {
      var components = URL(fileURLWithPath: "\\(testFile)").deletingPathExtension().pathComponents
      if let tests = components.lastIndex(of: "Tests"), tests + 1 < components.count {
        components[tests + 1] = "Snapshots"
      }
      return URL(fileURLWithPath: NSString.path(withComponents: components), isDirectory: true)
    }

    """
  }

  private var actStub: String {
    """
    import DLC
    import DLCTesting
    import ServerWorker
    import ServerWorkerTesting
    import StoreWorker
    import Testing

    @testable import \(module)

    /// Act 1's container for tests: a server the test does not hand in fails the test when
    /// used, reported at the line that built the container; the store is in memory.
    final class Act1DCStub: Act1DCInterface {
      let clock: any Clock<Duration>
      let server: any ServerWorkerInterface
      let store: Store
    \(ActTemplate.factoryProperty(of: "Act1"))

      init(
        clock: ManualClock? = nil,
        server: (any ServerWorkerInterface)? = nil,
        store: Store = AppStore.inMemory(),
        sourceLocation: SourceLocation = #_sourceLocation
      ) {
        self.clock = clock ?? UnimplementedClock(sourceLocation: sourceLocation)
        self.server = server ?? ServerStub.unimplemented(sourceLocation: sourceLocation)
        self.store = store
      }
    }

    """
  }
}
