/// One page's open stream of server-sent events: each screen as an event, and a comment now
/// and then that keeps proxies from closing a quiet connection.
struct EventStream: Sendable {
  let responder: HTTPResponder

  /// Sends a screen's envelope as one event.
  ///
  /// - Parameter envelope: One line of JSON.
  /// - Returns: `false` once the page has gone.
  func send(_ envelope: String) -> Bool {
    responder.send(Array("data: \(envelope)\n\n".utf8))
  }

  /// Sends a comment, which the page ignores.
  ///
  /// - Returns: `false` once the page has gone.
  func keepAlive() -> Bool {
    responder.send(Array(": keep-alive\n\n".utf8))
  }

  /// Closes the stream.
  func close() {
    responder.close()
  }
}
