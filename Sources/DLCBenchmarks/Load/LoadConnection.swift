import Foundation
import FuzzSupport

#if canImport(Glibc)
  import Glibc
#endif

/// One non-blocking TCP connection of the load client to the server on 127.0.0.1: bytes to
/// send, and the answers and server-sent events read back.
final class LoadConnection {
  /// The socket.
  let socket: Int32
  /// Bytes not yet sent.
  private(set) var outgoing: [UInt8] = []
  /// Bytes read and not yet taken as an answer or an event.
  private var incoming: [UInt8] = []
  /// Whether the head of an event stream has been read.
  private var isStreaming = false
  /// Whether the server closed the connection or it failed.
  private(set) var isClosed = false

  /// Connects to a port of 127.0.0.1 without waiting for the connection to be made.
  ///
  /// - Throws: ``BenchmarkError`` when no socket can be made, as when out of descriptors.
  init(port: Int) throws(BenchmarkError) {
    let made = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_NONBLOCK.rawValue), 0)
    guard made >= 0 else {
      throw .unexpected(
        benchmark: "load client", detail: "socket: \(String(cString: strerror(errno)))")
    }
    var yes: Int32 = 1
    setsockopt(made, Int32(IPPROTO_TCP), TCP_NODELAY, &yes, socklen_t(MemoryLayout<Int32>.size))
    let result = Loopback.connect(made, toPort: port)
    guard result == 0 || errno == EINPROGRESS else {
      let reason = String(cString: strerror(errno))
      close(made)
      throw .unexpected(benchmark: "load client", detail: "connect: \(reason)")
    }
    socket = made
  }

  deinit {
    close(socket)
  }

  /// The events to poll for: reading always, writing while bytes wait.
  var pollEvents: Int16 {
    Int16(POLLIN) | (outgoing.isEmpty ? 0 : Int16(POLLOUT))
  }

  /// Queues a request and sends what the socket takes now.
  func send(_ request: [UInt8]) {
    outgoing.append(contentsOf: request)
    flush()
  }

  /// Sends what the socket takes without blocking.
  func flush() {
    while !outgoing.isEmpty, !isClosed {
      let count = outgoing.withUnsafeBytes {
        Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
      }
      if count > 0 {
        outgoing.removeFirst(count)
      } else if count < 0, errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR {
        return
      } else {
        isClosed = true
      }
    }
  }

  /// Reads what has arrived without blocking.
  func receive() {
    var chunk = [UInt8](repeating: 0, count: 64 * 1_024)
    while !isClosed {
      let count = chunk.withUnsafeMutableBytes { read(socket, $0.baseAddress, $0.count) }
      if count > 0 {
        incoming.append(contentsOf: chunk[0..<count])
      } else if count < 0, errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR {
        return
      } else {
        isClosed = true
      }
    }
  }

  /// Takes one whole answer from what has been read, if one has arrived.
  func takeAnswer() -> LoadAnswer? {
    guard let headEnd = Self.headEnd(in: incoming) else { return nil }
    let head = String(decoding: incoming[..<headEnd], as: UTF8.self)
    let lines = head.split(separator: "\r\n")
    let status =
      lines.first.flatMap { $0.split(separator: " ").dropFirst().first }
      .flatMap { Int($0) } ?? 0
    var headers: [(String, String)] = []
    for line in lines.dropFirst() {
      guard let colon = line.firstIndex(of: ":") else { continue }
      headers.append(
        (
          line[..<colon].lowercased(),
          line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        ))
    }
    let length = headers.first { $0.0 == "content-length" }.flatMap { Int($0.1) } ?? 0
    let bodyStart = headEnd + 4
    guard incoming.count >= bodyStart + length else { return nil }
    let body = String(decoding: incoming[bodyStart..<bodyStart + length], as: UTF8.self)
    incoming.removeFirst(bodyStart + length)
    return LoadAnswer(status: status, headers: headers, body: body)
  }

  /// Takes every whole event (`data: …` and a blank line) that has arrived on an event stream,
  /// past the stream's head.
  func takeEvents() -> [String] {
    if !isStreaming {
      guard let headEnd = Self.headEnd(in: incoming) else { return [] }
      incoming.removeFirst(headEnd + 4)
      isStreaming = true
    }
    var events: [String] = []
    var start = 0
    var index = 0
    while index + 1 < incoming.count {
      if incoming[index] == 10, incoming[index + 1] == 10 {
        let record = String(decoding: incoming[start..<index], as: UTF8.self)
        if record.hasPrefix("data: ") {
          events.append(String(record.dropFirst(6)))
        }
        index += 2
        start = index
      } else {
        index += 1
      }
    }
    if start > 0 {
      incoming.removeFirst(start)
    }
    return events
  }

  private static func headEnd(in bytes: [UInt8]) -> Int? {
    guard bytes.count >= 4 else { return nil }
    for index in 0...(bytes.count - 4)
    where bytes[index] == 13 && bytes[index + 1] == 10 && bytes[index + 2] == 13
      && bytes[index + 3] == 10
    {
      return index
    }
    return nil
  }
}
