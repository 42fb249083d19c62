public import DLC
import Foundation

/// Serves an application's scenes to browsers: one session, with its own stage and
/// application on the real clock, for each browser.
///
/// Embedding it takes a few lines; the server runs on a thread of its own and hands each
/// request to the main actor, where the scenes live:
///
/// ```swift
/// import DLCWeb
/// import Scenes
///
/// let server = SceneServer(name: "atlas") { Atlas() }
/// try server.start()
/// print("serving Atlas at \(server.url ?? "")")
/// // … later, to end every session and close the port:
/// server.stop()
/// ```
///
/// It speaks plain HTTP: put a reverse proxy that speaks TLS in front of it to serve anyone
/// beyond this machine.
@MainActor
public final class SceneServer {
  /// The application's name, for the page's first title.
  public let name: String
  /// How the server listens and how many sessions it keeps.
  public let configuration: SceneServerConfiguration

  let makeApplication: @MainActor () -> any SceneApplication
  var limits = HTTPLimits()
  private(set) var listener: HTTPListener?
  private(set) var sessions: WebSessionTable
  var requestGuard = RequestGuard(host: "127.0.0.1", port: 0, allowedHosts: [])
  private var housekeeping: Task<Void, Never>?
  private var stopped: [CheckedContinuation<Void, Never>] = []

  /// How often a quiet stream gets a comment.
  static let keepAliveInterval: Duration = .seconds(15)

  /// Describes a server; ``start()`` opens the port.
  ///
  /// - Parameters:
  ///   - name: The application's name.
  ///   - configuration: How to listen and how many sessions to keep.
  ///   - makeApplication: Makes the application for a new session, not yet started.
  public init(
    name: String,
    configuration: SceneServerConfiguration = SceneServerConfiguration(),
    makeApplication: @escaping @MainActor () -> any SceneApplication
  ) {
    self.name = name
    self.configuration = configuration
    self.makeApplication = makeApplication
    let link = configuration.link
    let busyWatch = BusySessionWatch()
    sessions = WebSessionTable(
      maximumCount: configuration.maximumSessions, idleTimeout: configuration.idleTimeout
    ) {
      WebSession(application: makeApplication(), link: link, busyWatch: busyWatch)
    }
  }

  /// The port the server listens on, once started: the one the system picked for port 0.
  public var port: Int? { listener?.port }

  /// The address to open in a browser, such as `http://127.0.0.1:8080/`, once started.
  public var url: String? {
    port.map {
      let host = ListeningAddress(host: configuration.host)?.browserHost ?? configuration.host
      return "http://\(host):\($0)/"
    }
  }

  /// The number of sessions open.
  public var sessionCount: Int { sessions.count }

  /// Opens the port and starts serving.
  ///
  /// Each browser holds a descriptor, and the server answers 503 rather than accept past what
  /// the process's limit on open files leaves room for: a program that serves many browsers
  /// raises that limit first, as `serve` does with ``raiseOpenFilesLimit()``.
  ///
  /// - Throws: ``SceneServerError`` when the address or port cannot be used.
  public func start() throws(SceneServerError) {
    guard listener == nil else { return }
    let listener = try HTTPListener(
      host: configuration.host, port: configuration.port, limits: limits,
      report: { message in FileHandle.standardError.write(Data("serve: \(message)\n".utf8)) }
    ) { [weak self] request, responder in
      Task { @MainActor in
        guard let self else { return }
        await self.handle(request, responder: responder)
      }
    }
    self.listener = listener
    requestGuard = RequestGuard(
      host: configuration.host, port: listener.port, allowedHosts: configuration.allowedHosts)
    listener.start()
    startHousekeeping()
  }

  /// Raises the process's soft limit on open files to its hard limit, the most browsers the
  /// system lets one process serve; the hard limit is the administrator's.
  ///
  /// It is the program's to call, not the server's: a process whose other parts wait on
  /// descriptors with `select`, which takes none numbered past 1,023 (Foundation's socket
  /// thread does), must keep the limit where it is.
  ///
  /// - Returns: The soft limit now in force.
  @discardableResult
  public static func raiseOpenFilesLimit() -> Int {
    DescriptorBudget.raiseSoftLimitToHard()
  }

  /// Ends every session, freeing its scenes, and closes the port.
  public func stop() {
    housekeeping?.cancel()
    housekeeping = nil
    sessions.endAll()
    listener?.stop()
    listener = nil
    let waiting = stopped
    stopped = []
    waiting.forEach { $0.resume() }
  }

  /// Returns once ``stop()`` has been called.
  public func waitUntilStopped() async {
    guard listener != nil else { return }
    await withCheckedContinuation { stopped.append($0) }
  }

  /// Ends idle sessions and keeps streams open, until the server stops.
  private func startHousekeeping() {
    let sweep = min(max(configuration.idleTimeout / 4, .milliseconds(10)), .seconds(1))
    housekeeping = Task { [weak self] in
      var sinceKeepAlive: Duration = .zero
      while !Task.isCancelled {
        try? await Task.sleep(for: sweep)
        guard let self, !Task.isCancelled else { return }
        self.sessions.endIdleSessions()
        sinceKeepAlive += sweep
        if sinceKeepAlive >= Self.keepAliveInterval {
          sinceKeepAlive = .zero
          self.sessions.keepStreamsAlive()
        }
      }
    }
  }
}
