/// Answers one request: with a response, or with a stream of events that stays open.
///
/// Any thread may use it; what it sends goes to the listener's loop, which writes it.
struct HTTPResponder: Sendable {
  let listener: HTTPListener
  let connection: UInt64
  /// Whether the connection may carry another request after this one's answer.
  let keepsAlive: Bool

  /// Sends the response; the connection then reads the next request, or closes.
  ///
  /// - Parameter response: The answer.
  func respond(_ response: HTTPResponse) {
    listener.enqueue(
      .write(
        connection, response.serialized(keepsAlive: keepsAlive), then: keepsAlive ? .read : .close))
  }

  /// Sends a response's head and keeps the connection open for ``send(_:)``; its body ends
  /// only when the connection closes.
  ///
  /// - Parameter response: The head to send, and any first bytes of the body.
  func beginStream(_ response: HTTPResponse) {
    listener.enqueue(
      .write(connection, response.serialized(keepsAlive: false, hasLength: false), then: .stream))
  }

  /// Sends more bytes of a stream.
  ///
  /// - Parameter bytes: The bytes.
  /// - Returns: `false` when the connection has closed, so nothing more need be sent.
  @discardableResult
  func send(_ bytes: [UInt8]) -> Bool {
    guard listener.isOpen(connection) else { return false }
    listener.enqueue(.write(connection, bytes, then: .stream))
    return true
  }

  /// Closes the connection once what was sent has been written.
  func close() {
    listener.enqueue(.write(connection, [], then: .close))
  }
}
