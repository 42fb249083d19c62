import FuzzSupport
import ServerWorker

/// One accepted connection: reads a request, asks for the reply, and carries it out.
struct LoopbackConnection {
  let descriptor: Int32
  let registry: LoopbackRegistry
  let replying: @Sendable (ServerHTTPRequest) async -> LoopbackReply

  func serve() {
    defer { registry.close(descriptor) }
    let request: ServerHTTPRequest
    switch LoopbackRequestReader(descriptor: descriptor).read() {
    case .request(let read):
      request = read
    case .rejected(let response):
      Loopback.send(response.wireBytes(omittingBody: false), on: descriptor)
      return
    case .closed:
      return
    }
    switch registry.reply(to: request, using: replying) {
    case .answer(let response)?:
      Loopback.send(
        response.wireBytes(omittingBody: request.method == .head),
        on: descriptor
      )
    case .neverAnswer?:
      // Hold the connection until the client gives up or the server stops.
      while LoopbackSocket.receiveBytes(from: descriptor, maxCount: 4096) != nil {}
    case .closeConnection?, nil:
      return
    }
  }
}
