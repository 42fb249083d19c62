/// The limits a server holds every connection to, so that no client, however it behaves, holds
/// more than its share of memory, descriptors or time.
struct HTTPLimits: Sendable {
  /// The most bytes of request line and header fields.
  var maximumHeadLength = 16 * 1_024
  /// The most bytes of a body.
  var maximumBodyLength = 1_024 * 1_024
  /// How long a connection may take to send a whole request once it is waiting for one; the
  /// connection is closed when it is over. It holds for each of a connection's requests, the
  /// pipelined ones too.
  var requestTimeout: Duration = .seconds(10)
  /// How long a connection may leave what it was sent unread before it is closed: an answer or
  /// a stream whose client stops reading makes no progress, and is closed once none was made
  /// for this long.
  var writeTimeout: Duration = .seconds(10)
  /// The most bytes of a stream queued and not yet read by its client; a stream further behind
  /// is closed, and its page reconnects for the whole screen, rather than the server keeping
  /// every event for a client that does not read them.
  var maximumUnsentStreamBytes = 256 * 1_024
  /// The most connections open at once; `nil` for as many as the process's descriptor limit
  /// leaves room for, with some kept for the rest of the process. A connection beyond them is
  /// answered 503 and closed.
  var maximumConnections: Int?
}
