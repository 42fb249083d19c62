import Foundation
import FuzzSupport

#if canImport(Glibc)
  import Glibc
#endif

/// Sends one request on a connection of its own to 127.0.0.1 and judges what comes back.
enum FuzzExchange {
  /// Sends a request and checks the server did what its expectation says.
  ///
  /// - Parameters:
  ///   - request: The request.
  ///   - port: The server's port.
  ///   - limit: How long the answers, or the close, may take once the request is sent.
  /// - Returns: `nil` when the server did what it must, else what went wrong.
  static func run(_ request: FuzzRequest, port: Int, limit: Duration) -> String? {
    guard let socket = connected(to: port) else {
      return "cannot connect: \(String(cString: strerror(errno)))"
    }
    defer { close(socket) }
    for (index, chunk) in request.chunks.enumerated() {
      if index > 0, request.pauseMilliseconds > 0 {
        usleep(useconds_t(request.pauseMilliseconds * 1_000))
      }
      guard Loopback.send(chunk, on: socket) else { break }
    }
    let deadline = ContinuousClock.now + limit
    var received: [UInt8] = []
    // One buffer for every read: zeroing a new one each time is costly in a debug build.
    var chunk = [UInt8](repeating: 0, count: 16 * 1_024)
    switch request.expectation {
    case .anything:
      // The request is over: the server must see the end and close, answered or not.
      shutdown(socket, Int32(SHUT_WR))
      while true {
        switch readSome(socket, into: &received, buffer: &chunk, until: deadline) {
        case .closed: return nil
        case .timedOut: return "neither answered nor closed within \(limit) of the request's end"
        case .read: continue
        }
      }
    case .answers(let count, let statuses):
      while true {
        let reading = AnswerParser.read(received, bodiless: request.isHead)
        if let malformation = reading.malformation {
          return malformation
        }
        if reading.statuses.count >= count {
          let wrong = reading.statuses.filter { !statuses.contains($0) }
          return wrong.isEmpty
            ? nil : "answered \(reading.statuses), expected each of \(statuses.sorted())"
        }
        switch readSome(socket, into: &received, buffer: &chunk, until: deadline) {
        case .closed:
          return "closed after \(reading.statuses.count) of \(count) answers"
        case .timedOut:
          return "\(reading.statuses.count) of \(count) answers within \(limit): a hang"
        case .read: continue
        }
      }
    }
  }

  private enum ReadOutcome {
    case read, closed, timedOut
  }

  private static func readSome(
    _ socket: Int32, into received: inout [UInt8], buffer chunk: inout [UInt8],
    until deadline: ContinuousClock.Instant
  ) -> ReadOutcome {
    let left = ContinuousClock.now.duration(to: deadline)
    guard left > .zero else { return .timedOut }
    var watched = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
    let milliseconds = Int32(min(left.components.seconds * 1_000 + 1, 60_000))
    guard poll(&watched, 1, milliseconds) > 0 else { return .timedOut }
    let count = chunk.withUnsafeMutableBytes { read(socket, $0.baseAddress, $0.count) }
    if count > 0 {
      received.append(contentsOf: chunk[0..<count])
      return .read
    }
    if count < 0, errno == EINTR || errno == EAGAIN {
      return .read
    }
    return .closed
  }

  /// A connected socket that closes with a reset, so that a hundred thousand connections leave
  /// no ports waiting in TIME_WAIT.
  static func connected(to port: Int) -> Int32? {
    let made = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
    guard made >= 0 else { return nil }
    var linger = linger(l_onoff: 1, l_linger: 0)
    setsockopt(made, SOL_SOCKET, SO_LINGER, &linger, socklen_t(MemoryLayout<linger>.size))
    // A server that stops reading must not hold the fuzzer forever.
    var timeout = timeval(tv_sec: 5, tv_usec: 0)
    setsockopt(made, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    let result = Loopback.connect(made, toPort: port)
    guard result == 0 else {
      close(made)
      return nil
    }
    return made
  }
}
