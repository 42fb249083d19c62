import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An HTTP/1.1 server on a listening socket: one thread runs a loop (on `epoll` on Linux, on
/// `poll` elsewhere: see ``SocketPoller``) that accepts
/// connections, reads requests within the ``HTTPLimits`` and writes answers, never waiting on
/// one client, so a slow or hostile one holds up no other.
///
/// The loop is told which sockets are ready, so a turn costs what those few need, however many
/// browsers are connected and idle.
///
/// Each request goes to the handler on the loop's thread; the handler answers through the
/// ``HTTPResponder`` it is given, from any thread, whenever it is ready.
final class HTTPListener: Sendable {
  /// Called on the loop's thread with each whole request; it must not block.
  typealias Handler = @Sendable (HTTPRequest, HTTPResponder) -> Void

  /// What another thread asks the loop to do with a connection.
  enum Action: Sendable {
    /// What to do once bytes are written.
    enum Next: Sendable {
      case read, stream, close
    }

    case write(UInt64, [UInt8], then: Next)
  }

  private struct Shared: Sendable {
    var actions: [Action] = []
    var openConnections: Set<UInt64> = []
    var isStopping = false
  }

  /// The port the listener is bound to, the one the system picked for port 0.
  let port: Int
  /// The address bound, as given.
  let host: String
  private let listeningSocket: Int32
  /// The pipe another thread writes a byte to, to wake the loop.
  private let wakeReadEnd: Int32
  private let wakeWriteEnd: Int32
  /// What the loop waits on; each socket's events carry its connection's id. Only the loop's
  /// thread uses it once the listener has started.
  private let poller: any SocketPoller
  private let limits: HTTPLimits
  /// The most connections open at once.
  let maximumConnections: Int
  private let handler: Handler
  /// Told of what a person running the server should know, such as a lack of descriptors.
  private let report: @Sendable (String) -> Void
  private let shared = Mutex(Shared())
  private let finished = DispatchSemaphore(value: 0)

  /// Binds and listens; call ``start()`` to serve.
  ///
  /// - Parameters:
  ///   - host: An IPv4 or IPv6 address to bind, or `localhost`.
  ///   - port: The port, or 0 for any free one.
  ///   - limits: The limits requests are held to.
  ///   - report: Told, once each, of conditions the server works around, such as running out
  ///     of descriptors.
  ///   - handler: What answers each request.
  /// - Throws: ``SceneServerError`` when the address cannot be used.
  init(
    host: String, port: Int, limits: HTTPLimits,
    report: @escaping @Sendable (String) -> Void = { _ in },
    handler: @escaping Handler
  ) throws(SceneServerError) {
    guard (0...65_535).contains(port) else { throw .invalidPort(port) }
    guard let address = ListeningAddress(host: host) else { throw .invalidHost(host) }
    let listening = socket(
      address.domain, SystemConstants.streamSocket, 0)
    guard listening >= 0 else { throw .cannotListen(Self.lastError) }
    _ = fcntl(listening, F_SETFD, FD_CLOEXEC)
    var yes: Int32 = 1
    setsockopt(listening, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
    guard address.bind(listening, port: port) == 0, listen(listening, 1_024) == 0 else {
      let error = Self.lastError
      close(listening)
      throw .cannotListen("\(address.urlHost):\(port): \(error)")
    }
    Self.makeNonBlocking(listening)
    self.port = ListeningAddress.boundPort(of: listening)
    self.host = host
    self.listeningSocket = listening
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else {
      close(listening)
      throw .cannotListen(Self.lastError)
    }
    Self.makeNonBlocking(ends[0])
    Self.makeNonBlocking(ends[1])
    guard let poller = SocketPollers.make(environment: ProcessInfo.processInfo.environment) else {
      let error = Self.lastError
      close(listening)
      close(ends[0])
      close(ends[1])
      throw .cannotListen(error)
    }
    poller.add(listening, as: Self.listeningID, for: .readable)
    poller.add(ends[0], as: Self.wakeID, for: .readable)
    self.poller = poller
    self.wakeReadEnd = ends[0]
    self.wakeWriteEnd = ends[1]
    self.limits = limits
    self.maximumConnections = limits.maximumConnections ?? DescriptorBudget.connections()
    self.report = report
    self.handler = handler
  }

  /// Starts the loop on a thread of its own.
  func start() {
    let thread = Thread { [self] in
      runLoop()
      finished.signal()
    }
    thread.name = "DLCWeb.HTTPListener"
    thread.stackSize = 1 << 20
    thread.start()
  }

  /// Closes every connection and the listening socket, and returns once the loop has ended.
  func stop() {
    let wasStopping = shared.withLock { shared in
      defer { shared.isStopping = true }
      return shared.isStopping
    }
    guard !wasStopping else { return }
    wake()
    finished.wait()
  }

  /// Whether a connection is still open.
  func isOpen(_ connection: UInt64) -> Bool {
    shared.withLock { $0.openConnections.contains(connection) }
  }

  /// Hands an action to the loop.
  func enqueue(_ action: Action) {
    shared.withLock { $0.actions.append(action) }
    wake()
  }

  // MARK: - The loop

  private func runLoop() {
    var connections: [UInt64: HTTPConnection] = [:]
    var nextID: UInt64 = 1
    var lastSweep = Self.now
    var accepting = Accepting()
    while true {
      let ready = poller.wait(milliseconds: 100)
      if shared.withLock({ $0.isStopping }) {
        break
      }
      for event in ready {
        switch event.id {
        case Self.listeningID:
          acceptAll(into: &connections, nextID: &nextID, accepting: &accepting)
        case Self.wakeID:
          var bytes = [UInt8](repeating: 0, count: 64)
          while read(wakeReadEnd, &bytes, bytes.count) > 0 {}
        case let id:
          // A connection dropped earlier in this batch has no events left to handle.
          guard let connection = connections[id] else { continue }
          if event.events.contains(.writable) {
            flush(connection)
          }
          if event.events.contains(.hungUp),
            connection.phase == .handling || connection.phase == .answering
          {
            // Reported whether watched or not, while the connection reads nothing: the client
            // has gone, and its answer can go nowhere.
            connection.phase = .closing
            connection.discardOutgoing()
          } else if !event.events.isDisjoint(with: [.readable, .hungUp]) {
            receive(connection)
          }
          settle(connection, in: &connections)
        }
      }
      let actions = shared.withLock { shared in
        defer { shared.actions.removeAll(keepingCapacity: true) }
        return shared.actions
      }
      for action in actions {
        guard case .write(let id, let bytes, let next) = action, let connection = connections[id]
        else {
          continue
        }
        perform(bytes, then: next, on: connection)
        settle(connection, in: &connections)
      }
      let now = Self.now
      if let resumes = accepting.resumes, resumes <= now {
        accepting.resumes = nil
        poller.change(listeningSocket, as: Self.listeningID, to: .readable)
      }
      if now - lastSweep > 100_000_000 {
        lastSweep = now
        sweep(&connections, at: now)
      }
    }
    for connection in connections.values {
      poller.remove(connection.socket)
      close(connection.socket)
    }
    if accepting.spare >= 0 {
      close(accepting.spare)
    }
    shared.withLock { $0.openConnections.removeAll() }
    poller.close()
    close(listeningSocket)
    close(wakeReadEnd)
    close(wakeWriteEnd)
  }

  /// Closes the connections past their time: a request not whole in time, or bytes sent that
  /// the client has not read in time.
  private func sweep(_ connections: inout [UInt64: HTTPConnection], at now: UInt64) {
    for connection in connections.values {
      if let deadline = connection.writeDeadline, deadline < now, !connection.isFlushed {
        connection.phase = .closing
        connection.discardOutgoing()
        drop(connection, from: &connections)
        continue
      }
      guard let deadline = connection.deadline, deadline < now else { continue }
      if connection.phase == .reading {
        // What arrived while this thread was not running counts as arrived in time.
        receive(connection)
        guard connection.phase == .reading || connection.phase == .closing else {
          settle(connection, in: &connections)
          continue
        }
      }
      connection.phase = .closing
      connection.discardOutgoing()
      drop(connection, from: &connections)
    }
  }

  /// After the loop worked on a connection: drops it once it is done, else watches it for what
  /// it now waits on: for bytes only while it reads them (a connection whose answer is on its
  /// way leaves the next request in the system's buffer, so that a client that pipelines and
  /// never reads fills that buffer, not the server's memory), and for room to write while
  /// anything is queued.
  private func settle(
    _ connection: HTTPConnection, in connections: inout [UInt64: HTTPConnection]
  ) {
    if isDone(connection) {
      drop(connection, from: &connections)
      return
    }
    let reads: Bool
    switch connection.phase {
    case .reading, .streaming, .lingering: reads = true
    case .handling, .answering, .closing: reads = false
    }
    var events: SocketEvents = reads ? .readable : []
    if !connection.isFlushed {
      events.insert(.writable)
    }
    guard events != connection.watchedEvents else { return }
    connection.watchedEvents = events
    poller.change(connection.socket, as: connection.id, to: events)
  }

  /// What the loop keeps to accept connections when descriptors run out.
  private struct Accepting {
    /// A descriptor held only to be given up when `accept` finds none free, so that the client
    /// waiting can still be answered and closed rather than left waiting.
    var spare = HTTPListener.openSpare()
    /// When the loop watches the listening socket again after `accept` found no descriptor
    /// free, in nanoseconds of the monotonic clock; `nil` while it watches it.
    var resumes: UInt64?
    /// Whether running out of descriptors has been reported; it is reported once.
    var hasReported = false
  }

  private func acceptAll(
    into connections: inout [UInt64: HTTPConnection], nextID: inout UInt64,
    accepting: inout Accepting
  ) {
    while true {
      let socket = acceptOne()
      guard socket >= 0 else {
        if errno == EMFILE || errno == ENFILE {
          refuseForWantOfDescriptors(&accepting)
        }
        return
      }
      guard connections.count < maximumConnections else {
        Self.refuse(socket)
        continue
      }
      var yes: Int32 = 1
      setsockopt(socket, Int32(IPPROTO_TCP), TCP_NODELAY, &yes, socklen_t(MemoryLayout<Int32>.size))
      let connection = HTTPConnection(id: nextID, socket: socket)
      nextID += 1
      connection.deadline = Self.now + limits.requestTimeout.nanoseconds
      connection.watchedEvents = .readable
      poller.add(socket, as: connection.id, for: .readable)
      connections[connection.id] = connection
      shared.withLock { _ = $0.openConnections.insert(connection.id) }
    }
  }

  /// With no descriptor left to accept with, the waiting client is still answered, through
  /// the descriptor kept spare for this, and the listening socket is left alone for a moment:
  /// it stays ready while clients wait, and watching it would spin the loop.
  private func refuseForWantOfDescriptors(_ accepting: inout Accepting) {
    if accepting.spare >= 0 {
      close(accepting.spare)
      let socket = acceptOne()
      if socket >= 0 {
        Self.refuse(socket)
      }
      accepting.spare = Self.openSpare()
    }
    accepting.resumes = Self.now + Self.acceptPause
    poller.change(listeningSocket, as: Self.listeningID, to: [])
    if !accepting.hasReported {
      accepting.hasReported = true
      report(
        "the server has no file descriptor left to accept a connection with: new browsers "
          + "get 503 until connections close (raise 'ulimit -n' to serve more)")
    }
  }

  private func receive(_ connection: HTTPConnection) {
    var chunk = [UInt8](repeating: 0, count: 16 * 1_024)
    while true {
      // A connection whose request is with the handler, or whose answer is on its way, reads
      // no further: the next request waits in the system's buffer.
      switch connection.phase {
      case .handling, .answering, .closing: return
      case .reading, .streaming, .lingering: break
      }
      let count = chunk.withUnsafeMutableBytes { read(connection.socket, $0.baseAddress, $0.count) }
      if count > 0 {
        // A stream reads nothing more; anything else is kept for the parser, within bounds.
        guard connection.phase == .reading else { continue }
        connection.receive(chunk[0..<count])
        if connection.unread.count > limits.maximumHeadLength + limits.maximumBodyLength + 4 {
          connection.phase = .closing
          connection.discardOutgoing()
          return
        }
        parseNext(connection)
        continue
      }
      if count == 0 || (errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR) {
        // The client has gone: nothing more can be answered.
        connection.phase = .closing
        connection.discardOutgoing()
        return
      }
      if errno == EINTR {
        continue
      }
      break
    }
  }

  private func parseNext(_ connection: HTTPConnection) {
    guard connection.phase == .reading, !connection.unread.isEmpty else { return }
    let parser = HTTPRequestParser(
      maximumHeadLength: limits.maximumHeadLength, maximumBodyLength: limits.maximumBodyLength)
    switch parser.parse(connection.unread, progress: &connection.parsing) {
    case .needsMore:
      return
    case .failure(let status):
      connection.discardReceived()
      perform(
        HTTPResponse.text(status, HTTPResponse.reason(for: status)).serialized(keepsAlive: false),
        then: .close, on: connection)
    case .request(let request, let length):
      connection.consume(length)
      connection.phase = .handling
      connection.deadline = nil
      let keepsAlive = !request.wantsClose && !request.target.isEmpty
      handler(
        request, HTTPResponder(listener: self, connection: connection.id, keepsAlive: keepsAlive))
    }
  }

  private func perform(_ bytes: [UInt8], then next: Action.Next, on connection: HTTPConnection) {
    guard connection.phase != .closing, connection.phase != .lingering else { return }
    if connection.phase == .streaming, next == .close {
      // A stream closed by the server has no answer whose end the client must read first.
      connection.phase = .closing
      connection.discardOutgoing()
      return
    }
    if connection.phase == .streaming, next == .stream,
      connection.unsent > limits.maximumUnsentStreamBytes
    {
      // What was sent before is still unread past the limit: the client reads too slowly, or
      // not at all, and its page reconnects for the whole screen. The newest event itself may
      // be of any size.
      connection.phase = .closing
      connection.discardOutgoing()
      return
    }
    if connection.isFlushed {
      connection.outgoing = bytes
      connection.written = 0
    } else {
      connection.outgoing.append(contentsOf: bytes)
    }
    switch next {
    case .read:
      connection.phase = .answering
    case .stream:
      if connection.phase != .streaming {
        connection.phase = .streaming
        connection.discardReceived()
      }
    case .close:
      connection.phase = .closing
    }
    flush(connection)
  }

  private func flush(_ connection: HTTPConnection) {
    var wrote = false
    while !connection.isFlushed {
      let count = connection.outgoing.withUnsafeBytes { bytes in
        send(
          connection.socket, bytes.baseAddress?.advanced(by: connection.written),
          bytes.count - connection.written, SystemConstants.sendFlags)
      }
      if count > 0 {
        connection.written += count
        wrote = true
        continue
      }
      if count < 0, errno == EINTR {
        continue
      }
      if count < 0, errno == EAGAIN || errno == EWOULDBLOCK {
        // The loop watches for room to write while anything is queued, and the client has
        // until the deadline to make some.
        if wrote || connection.writeDeadline == nil {
          connection.writeDeadline = Self.now + limits.writeTimeout.nanoseconds
        }
        return
      }
      connection.phase = .closing
      connection.discardOutgoing()
      return
    }
    connection.discardOutgoing()
    if connection.phase == .closing {
      shutdown(connection.socket, Int32(SHUT_WR))
      connection.phase = .lingering
      connection.discardReceived()
      connection.deadline = Self.now + Self.lingerTime
    }
    if connection.phase == .answering {
      connection.phase = .reading
      connection.deadline = Self.now + limits.requestTimeout.nanoseconds
      parseNext(connection)
    }
  }

  private func isDone(_ connection: HTTPConnection) -> Bool {
    connection.phase == .closing && connection.isFlushed
  }

  private func drop(
    _ connection: HTTPConnection, from connections: inout [UInt64: HTTPConnection]
  ) {
    guard connections[connection.id] === connection else { return }
    connections[connection.id] = nil
    shared.withLock { _ = $0.openConnections.remove(connection.id) }
    poller.remove(connection.socket)
    close(connection.socket)
  }

  // MARK: - System calls

  private func wake() {
    var one: UInt8 = 1
    _ = write(wakeWriteEnd, &one, 1)
  }

  /// The id the listening socket's events carry; connections count from 1.
  private static let listeningID: UInt64 = 0
  /// The id the wake pipe's events carry.
  private static let wakeID = UInt64.max

  /// Accepts a connection waiting on the listening socket, made non-blocking and closed on
  /// exec; -1 with `errno` set when none can be.
  private func acceptOne() -> Int32 {
    let socket = accept(listeningSocket, nil, nil)
    guard socket >= 0 else { return socket }
    Self.makeNonBlocking(socket)
    _ = fcntl(socket, F_SETFD, FD_CLOEXEC)
    SystemConstants.ignoresBrokenPipe(socket)
    return socket
  }

  /// Answers a connection the server has no room for, without keeping it: the answer fits in
  /// any socket's buffer, so one non-blocking write sends it.
  private static func refuse(_ socket: Int32) {
    let busy = HTTPResponse.text(503, "The server is busy: try again in a moment.")
      .serialized(keepsAlive: false)
    _ = busy.withUnsafeBytes { send(socket, $0.baseAddress, $0.count, SystemConstants.sendFlags) }
    close(socket)
  }

  /// Opens the descriptor kept spare for when `accept` finds none free.
  fileprivate static func openSpare() -> Int32 {
    open("/dev/null", O_RDONLY | O_CLOEXEC)
  }

  /// How long the listening socket is left alone after `accept` found no descriptor free.
  private static let acceptPause: UInt64 = 100_000_000

  private static func makeNonBlocking(_ socket: Int32) {
    _ = fcntl(socket, F_SETFL, fcntl(socket, F_GETFL) | O_NONBLOCK)
  }

  /// How long a closed answer waits for the client to close its side, in nanoseconds.
  private static let lingerTime: UInt64 = 2_000_000_000

  /// The monotonic clock, in nanoseconds.
  private static var now: UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
  }

  private static var lastError: String {
    String(cString: strerror(errno))
  }
}

extension Duration {
  /// The duration in whole nanoseconds, 0 when negative.
  fileprivate var nanoseconds: UInt64 {
    let (seconds, attoseconds) = components
    return UInt64(max(seconds, 0)) * 1_000_000_000 + UInt64(max(attoseconds, 0) / 1_000_000_000)
  }
}
