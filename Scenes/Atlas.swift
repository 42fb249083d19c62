import CacheWorker
public import DLC
import Foundation
import ServerWorker
import StoreWorker
import ValidationWorker

/// The composition root of the Atlas demo: builds act 1's dependency container from a
/// configuration and shows the Welcome scene.
///
/// ```swift
/// let stage = Stage(clock: ManualClock())
/// Atlas(configuration: AtlasConfiguration()).start(on: stage)
/// ```
@MainActor
public final class Atlas: SceneApplication {
  /// Atlas's acts: signing in, then the atlas itself.
  public static let acts: [ActDescription] = [Act1Scene.act, Act2Scene.act]

  /// `atlas://search?q=TEXT`, `atlas://countries/CODE` and `atlas://favorites`.
  public static var links: [String] { AtlasLinks.router.usage }

  /// A link for each route: a search, Germany's page and the favorites.
  public static var sampleLinks: [String] { AtlasLinks.router.sampleLinks }

  /// How this instance starts.
  public let configuration: AtlasConfiguration

  /// The in-process backend, when the configuration asks for it; tests count its requests.
  let backend: AtlasBackend?

  private let transport: any ServerTransport
  /// What the person is told at the start when their changes will not be saved, with why; set
  /// each time a store is opened.
  private var storeNotice: String?

  /// How Atlas talks to its server: a request that has not answered in 2.5 s times out, and a
  /// GET is tried three times in all, so a person waits at most about 8 s for the alert that
  /// says so, well inside the 10 s `dlc` waits for a scene to settle.
  static let serverConfiguration = ServerConfiguration(
    timeout: .milliseconds(2_500), maxRetries: 2, retryBackoff: .milliseconds(250))

  /// The one clock that is not the stage's: the server worker's, for its timeouts and retry
  /// backoff. They belong to the request a command started, not to the scene: on a manual clock
  /// a request waiting out its timeout would look idle, so a command would settle before the
  /// answer or the alert that says there is none. In real time it settles once they are over.
  static let timeoutClock = ContinuousClock()

  /// Creates the application.
  ///
  /// - Parameter configuration: Backend, cache folder and store file.
  public init(configuration: AtlasConfiguration = AtlasConfiguration()) {
    self.configuration = configuration
    switch configuration.backend {
    case .embedded:
      let backend = AtlasBackend()
      self.backend = backend
      if let alter = configuration.embeddedAnswers {
        transport = EmbeddedTransport { request in await alter(request, backend.handle(request)) }
      } else {
        transport = EmbeddedTransport(handler: backend.handle)
      }
    case .server(let server):
      backend = nil
      transport = server
    }
  }

  /// Shows Welcome on the stage, replacing whatever it showed.
  ///
  /// Each call starts afresh: new workers, an empty in-memory cache (or the persisted one). The
  /// acts' scenes and workers measure time on the stage's clock.
  ///
  /// - Parameter stage: The stage to start on.
  public func start(on stage: Stage) {
    let dc = makeAct1DC(clock: stage.clock)
    let welcome = dc.factory.scene(.welcome(Welcome.Setup()))
    stage.setRoot(welcome)
    // Before anything is typed: on standard error alone, the person at a browser would never
    // see it, and would learn it from their first change failing, or not at all.
    if let storeNotice {
      welcome.showAlert(Alert(title: "Changes will not be saved", message: storeNotice))
    }
  }

  /// Shows where a link points; a link opened before sign-in shows the sign-in form first and
  /// goes on to its target once the person has signed in.
  ///
  /// - Parameters:
  ///   - link: The link, such as `atlas://countries/DEU`.
  ///   - stage: The stage Atlas was started on.
  /// - Throws: A ``DeepLinkError`` saying why the link leads nowhere; the stage is unchanged.
  public func open(_ link: String, on stage: Stage) throws(DeepLinkError) {
    let destination = try AtlasLinks.router.destination(for: link)
    LinkNavigator(stage: stage) { self.makeAct1DC(clock: stage.clock) }.show(destination)
  }

  private func makeAct1DC(clock: any Clock<Duration>) -> Act1DC {
    let cache = CacheWorker(clock: clock, folder: configuration.cacheFolder) { warning in
      Self.warn("\(warning)")
    }
    let (store, notice) = openStore()
    storeNotice = notice
    return Act1DC(
      server: ServerWorker(
        transport: transport, configuration: Self.serverConfiguration, clock: Self.timeoutClock),
      cache: cache,
      validation: ValidationWorker(),
      store: store,
      legacyData: configuration.cacheFolder == nil
        ? nil : LegacyDataImport(cache: cache, store: store),
      clock: clock
    )
  }

  /// The store of the configuration's file, shared with every other Atlas of the process that
  /// has it open; one in memory without a file, or when the file cannot be opened, which a
  /// warning then says, so that Atlas still starts. With it, what the person is to be told when
  /// their changes will not be saved: every Atlas of a file opened only to read says so, as
  /// its store is shared.
  private func openStore() -> (store: Store, notice: String?) {
    var notice: String?
    if let file = configuration.storeFile {
      do {
        let store = try OpenStores.store(for: file) { isFirst in
          // Checked whole once a process: pages damaged past the header would fail every
          // write after, where a damaged file is moved aside and the person starts afresh.
          try Store(url: file, schema: AtlasStore.schema, checksIntegrity: isFirst) { warning in
            Self.warn("\(warning)")
          }
        }
        return (
          store,
          store.readOnlyReason.map { reason in
            "Atlas can only read your favorites, notes and preferences in \(file.path), so "
              + "changes will not be saved: it cannot be written (\(reason))."
          }
        )
      } catch {
        Self.warn("\(error); keeping favorites, notes and preferences in memory for this run")
        notice =
          "Atlas could not open your favorites, notes and preferences in \(file.path) "
          + "(\(error)), so changes will not be saved past this run."
      }
    }
    do {
      return (try Store(inMemoryWith: AtlasStore.schema), notice)
    } catch {
      // An empty schema has no step to fail; only SQLite running out of memory ends here.
      preconditionFailure("cannot open a store in memory: \(error)")
    }
  }

  private nonisolated static func warn(_ message: String) {
    // A warning that cannot be written is lost, not a crash: the deprecated non-throwing write
    // traps on a failure, a full disk under standard error, say.
    try? FileHandle.standardError.write(contentsOf: Data("warning: \(message)\n".utf8))
  }
}
