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
  /// Bytes received and not yet read as a request.
  var received: [UInt8] = []
  /// Bytes waiting to be written, from ``written`` on.
  var outgoing: [UInt8] = []
  var written = 0
  /// When a connection still reading a request is closed, in nanoseconds of the monotonic
  /// clock; `nil` while it is not reading.
  var deadline: UInt64?
  /// The events the listener's epoll set watches the socket for.
  var watchedEvents: UInt32 = 0

  init(id: UInt64, socket: Int32) {
    self.id = id
    self.socket = socket
  }

  /// Whether everything queued has been written.
  var isFlushed: Bool { written == outgoing.count }
}
