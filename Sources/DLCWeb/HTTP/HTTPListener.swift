internal import CEpoll
import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// An HTTP/1.1 server on a listening socket: one thread runs an `epoll` loop that accepts
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
  /// The epoll instance the loop waits on; each socket's events carry its connection's id.
  private let poller: Int32
  private let limits: HTTPLimits
  private let handler: Handler
  private let shared = Mutex(Shared())
  private let finished = DispatchSemaphore(value: 0)

  /// Binds and listens; call ``start()`` to serve.
  ///
  /// - Parameters:
  ///   - host: An IPv4 or IPv6 address to bind, or `localhost`.
  ///   - port: The port, or 0 for any free one.
  ///   - limits: The limits requests are held to.
  ///   - handler: What answers each request.
  /// - Throws: ``SceneServerError`` when the address cannot be used.
  init(host: String, port: Int, limits: HTTPLimits, handler: @escaping Handler)
    throws(SceneServerError)
  {
    guard (0...65_535).contains(port) else { throw .invalidPort(port) }
    guard let address = ListeningAddress(host: host) else { throw .invalidHost(host) }
    let listening = socket(
      address.domain, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
    guard listening >= 0 else { throw .cannotListen(Self.lastError) }
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
    let poller = epoll_create1(Int32(EPOLL_CLOEXEC))
    guard poller >= 0 else {
      let error = Self.lastError
      close(listening)
      close(ends[0])
      close(ends[1])
      throw .cannotListen(error)
    }
    Self.watch(listening, as: Self.listeningID, for: EPOLLIN.rawValue, adding: true, in: poller)
    Self.watch(ends[0], as: Self.wakeID, for: EPOLLIN.rawValue, adding: true, in: poller)
    self.poller = poller
    self.wakeReadEnd = ends[0]
    self.wakeWriteEnd = ends[1]
    self.limits = limits
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
    var ready = [epoll_event](repeating: epoll_event(), count: 256)
    var lastSweep = Self.now
    while true {
      let count = epoll_wait(poller, &ready, Int32(ready.count), 100)
      if shared.withLock({ $0.isStopping }) {
        break
      }
      for event in ready.prefix(Int(max(count, 0))) {
        switch event.data.u64 {
        case Self.listeningID:
          acceptAll(into: &connections, nextID: &nextID)
        case Self.wakeID:
          var bytes = [UInt8](repeating: 0, count: 64)
          while read(wakeReadEnd, &bytes, bytes.count) > 0 {}
        case let id:
          // A connection dropped earlier in this batch has no events left to handle.
          guard let connection = connections[id] else { continue }
          if event.events & EPOLLOUT.rawValue != 0 {
            flush(connection)
          }
          if event.events & (EPOLLIN.rawValue | EPOLLHUP.rawValue | EPOLLERR.rawValue) != 0 {
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
      if now - lastSweep > 100_000_000 {
        lastSweep = now
        for connection in connections.values {
          if let deadline = connection.deadline, deadline < now {
            if connection.phase == .reading {
              // What arrived while this thread was not running counts as arrived in time.
              receive(connection)
              guard connection.phase == .reading || connection.phase == .closing else {
                settle(connection, in: &connections)
                continue
              }
            }
            connection.phase = .closing
            connection.outgoing = []
            connection.written = 0
            drop(connection, from: &connections)
          }
        }
      }
    }
    for connection in connections.values {
      close(connection.socket)
    }
    shared.withLock { $0.openConnections.removeAll() }
    close(poller)
    close(listeningSocket)
    close(wakeReadEnd)
    close(wakeWriteEnd)
  }

  /// After the loop worked on a connection: drops it once it is done, else watches it for what
  /// it now waits on, reading always, and room to write while anything is queued.
  private func settle(
    _ connection: HTTPConnection, in connections: inout [UInt64: HTTPConnection]
  ) {
    if isDone(connection) {
      drop(connection, from: &connections)
      return
    }
    let events = EPOLLIN.rawValue | (connection.isFlushed ? 0 : EPOLLOUT.rawValue)
    guard events != connection.watchedEvents else { return }
    connection.watchedEvents = events
    Self.watch(connection.socket, as: connection.id, for: events, adding: false, in: poller)
  }

  private func acceptAll(
    into connections: inout [UInt64: HTTPConnection], nextID: inout UInt64
  ) {
    while true {
      let socket = accept(listeningSocket, nil, nil)
      guard socket >= 0 else { return }
      Self.makeNonBlocking(socket)
      _ = fcntl(socket, F_SETFD, FD_CLOEXEC)
      var yes: Int32 = 1
      setsockopt(socket, Int32(IPPROTO_TCP), TCP_NODELAY, &yes, socklen_t(MemoryLayout<Int32>.size))
      let connection = HTTPConnection(id: nextID, socket: socket)
      nextID += 1
      connection.deadline = Self.now + limits.requestTimeout.nanoseconds
      connection.watchedEvents = EPOLLIN.rawValue
      Self.watch(socket, as: connection.id, for: EPOLLIN.rawValue, adding: true, in: poller)
      connections[connection.id] = connection
      shared.withLock { _ = $0.openConnections.insert(connection.id) }
    }
  }

  private func receive(_ connection: HTTPConnection) {
    var chunk = [UInt8](repeating: 0, count: 16 * 1_024)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(connection.socket, $0.baseAddress, $0.count) }
      if count > 0 {
        // A stream reads nothing more; anything else is kept for the parser, within bounds.
        if connection.phase != .streaming, connection.phase != .lingering {
          connection.received.append(contentsOf: chunk[0..<count])
        }
        if connection.received.count > limits.maximumHeadLength + limits.maximumBodyLength + 4 {
          connection.phase = .closing
          connection.outgoing = []
          connection.written = 0
          return
        }
        continue
      }
      if count == 0 || (errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR) {
        // The client has gone: nothing more can be answered.
        connection.phase = .closing
        connection.outgoing = []
        connection.written = 0
        return
      }
      if errno == EINTR {
        continue
      }
      break
    }
    if connection.phase == .reading {
      parseNext(connection)
    }
  }

  private func parseNext(_ connection: HTTPConnection) {
    guard connection.phase == .reading, !connection.received.isEmpty else { return }
    let parser = HTTPRequestParser(
      maximumHeadLength: limits.maximumHeadLength, maximumBodyLength: limits.maximumBodyLength)
    switch parser.parse(connection.received[...]) {
    case .needsMore:
      return
    case .failure(let status):
      connection.received = []
      perform(
        HTTPResponse.text(status, HTTPResponse.reason(for: status)).serialized(keepsAlive: false),
        then: .close, on: connection)
    case .request(let request, let length):
      connection.received.removeFirst(length)
      connection.phase = .handling
      connection.deadline = nil
      let keepsAlive = !request.wantsClose && !request.target.isEmpty
      handler(
        request, HTTPResponder(listener: self, connection: connection.id, keepsAlive: keepsAlive))
    }
  }

  private func perform(_ bytes: [UInt8], then next: Action.Next, on connection: HTTPConnection) {
    guard connection.phase != .closing, connection.phase != .lingering else { return }
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
      connection.phase = .streaming
      connection.received = []
    case .close:
      connection.phase = .closing
    }
    flush(connection)
  }

  private func flush(_ connection: HTTPConnection) {
    while !connection.isFlushed {
      let count = connection.outgoing.withUnsafeBytes { bytes in
        send(
          connection.socket, bytes.baseAddress?.advanced(by: connection.written),
          bytes.count - connection.written, Int32(MSG_NOSIGNAL))
      }
      if count > 0 {
        connection.written += count
        continue
      }
      if count < 0, errno == EINTR {
        continue
      }
      if count < 0, errno == EAGAIN || errno == EWOULDBLOCK {
        return  // The loop watches for room to write while anything is queued.
      }
      connection.phase = .closing
      connection.outgoing = []
      connection.written = 0
      return
    }
    connection.outgoing = []
    connection.written = 0
    if connection.phase == .closing {
      shutdown(connection.socket, Int32(SHUT_WR))
      connection.phase = .lingering
      connection.received = []
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
    // Closing the socket takes it out of the epoll set too: nothing else refers to it.
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

  /// Adds a descriptor to an epoll set, or changes the events it is watched for.
  private static func watch(
    _ descriptor: Int32, as id: UInt64, for events: UInt32, adding: Bool, in poller: Int32
  ) {
    var event = epoll_event()
    event.events = events
    event.data.u64 = id
    _ = epoll_ctl(poller, adding ? EPOLL_CTL_ADD : EPOLL_CTL_MOD, descriptor, &event)
  }

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
