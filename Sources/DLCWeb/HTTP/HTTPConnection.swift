/// One client's connection, as the listener's loop keeps it: what was read and not yet parsed,
/// what is waiting to be written, and what the connection is doing.
///
/// Only the loop's thread touches it.
final class HTTPConnection {
  /// What the connection is doing.
  enum Phase {
    /// Waiting for a whole request, until ``HTTPConnection/deadline``.
    case reading
    /// A request is with the handler; its answer has not been queued yet.
    case handling
    /// Writing the answer; then reading the next request.
    case answering
    /// Sending a stream of events until either side closes.
    case streaming
    /// Writing what is queued, then closing.
    case closing
    /// Written and shut for writing; reading and dropping what the client still sends until
    /// it closes or the deadline passes, so that closing does not reset the connection and
    /// lose the answer before the client has read it.
    case lingering
  }

  let id: UInt64
  let socket: Int32
  var phase = Phase.reading
  /// Bytes received, of which those from ``readFrom`` on are not yet read as a request.
  private(set) var received: [UInt8] = []
  /// Where the bytes not yet read as a request start in ``received``: a request read off the
  /// front moves it on rather than moving every byte after it, which took time in proportion to
  /// the bytes a client had pipelined, for each request.
  private(set) var readFrom = 0
  /// How far reading the request at the front has come.
  var parsing = HTTPRequestParser.Progress()
  /// Bytes waiting to be written, from ``written`` on.
  var outgoing: [UInt8] = []
  var written = 0
  /// When a connection still reading a request is closed, in nanoseconds of the monotonic
  /// clock; `nil` while it is not reading.
  var deadline: UInt64?
  /// When a connection whose queued bytes the client is not reading is closed, in nanoseconds
  /// of the monotonic clock: moved on whenever a write makes progress; `nil` while nothing waits.
  var writeDeadline: UInt64?
  /// What the listener's poller watches the socket for.
  var watchedEvents: SocketEvents = []

  init(id: UInt64, socket: Int32) {
    self.id = id
    self.socket = socket
  }

  /// Whether everything queued has been written.
  var isFlushed: Bool { written == outgoing.count }

  /// The bytes queued and not yet written.
  var unsent: Int { outgoing.count - written }

  /// The bytes received and not yet read as a request.
  var unread: ArraySlice<UInt8> { received[readFrom...] }

  /// Keeps bytes that arrived, after those not yet read.
  func receive(_ bytes: ArraySlice<UInt8>) {
    received.append(contentsOf: bytes)
  }

  /// Takes a request's bytes off the front of those not yet read; the buffer is compacted only
  /// once what was read outweighs what is left, so each byte moves at most once on average.
  func consume(_ count: Int) {
    readFrom += count
    if readFrom == received.count {
      received.removeAll(keepingCapacity: received.count <= 64 * 1_024)
      readFrom = 0
    } else if readFrom > received.count / 2 {
      received.removeFirst(readFrom)
      readFrom = 0
    }
  }

  /// Drops every byte received and not yet read.
  func discardReceived() {
    received = []
    readFrom = 0
    parsing = HTTPRequestParser.Progress()
  }

  /// Drops what is queued and not yet written.
  func discardOutgoing() {
    outgoing = []
    written = 0
    writeDeadline = nil
  }
}
