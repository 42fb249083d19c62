public import DLC
public import ServerWorker
public import StoreWorker

/// The composition root of Counter: builds act 1's container and shows Home.
///
/// ```swift
/// let stage = Stage(clock: ManualClock())
/// CounterApp().start(on: stage)
/// ```
@MainActor
public final class CounterApp: SceneApplication {
  /// Counter's acts.
  public static let acts: [ActDescription] = [Act1Scene.act]

  /// The links Counter opens, one a scene, such as `counter://home`.
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
  ///   - link: The link, such as `counter://home`.
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
