/// The limits a server holds every request to.
struct HTTPLimits: Sendable {
  /// The most bytes of request line and header fields.
  var maximumHeadLength = 16 * 1_024
  /// The most bytes of a body.
  var maximumBodyLength = 1_024 * 1_024
  /// How long a connection may take to send a whole request once it is waiting for one; the
  /// connection is closed when it is over.
  var requestTimeout: Duration = .seconds(10)
}
