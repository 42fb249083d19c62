import ServerWorker

/// What a ``LoopbackHTTPServer`` does with a request it has read.
package enum LoopbackReply: Sendable {
  /// Sends the response, then closes the connection.
  case answer(ServerHTTPResponse)
  /// Keeps the connection open without a word until the client leaves or the server stops.
  case neverAnswer
  /// Closes the connection without answering.
  case closeConnection
}
