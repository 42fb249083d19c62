import Foundation
import FuzzSupport
import ServerWorker

/// Reads one HTTP/1.1 request from a connection: the request line, the headers and a
/// `Content-Length` body.
struct LoopbackRequestReader {
  enum Outcome {
    /// A complete request.
    case request(ServerHTTPRequest)
    /// A request the server cannot take, with the answer to send instead.
    case rejected(ServerHTTPResponse)
    /// The client left before the request was complete.
    case closed
  }

  private static let maxHeaderBytes = 64 * 1024
  private static let maxBodyBytes = 64 * 1024 * 1024
  private static let headerEnd: [UInt8] = Array("\r\n\r\n".utf8)

  let descriptor: Int32

  func read() -> Outcome {
    var buffer: [UInt8] = []
    var headerLength: Int?
    while headerLength == nil {
      guard buffer.count <= Self.maxHeaderBytes else {
        return .rejected(.text("Request headers too large", status: 431))
      }
      guard let chunk = LoopbackSocket.receiveBytes(from: descriptor, maxCount: 16 * 1024) else {
        return .closed
      }
      let searchStart = max(buffer.count - Self.headerEnd.count + 1, 0)
      buffer += chunk
      headerLength = Self.firstIndex(of: Self.headerEnd, in: buffer, from: searchStart)
    }
    guard let headerLength else { return .closed }
    let head = String(decoding: buffer[..<headerLength], as: UTF8.self)
    var body = Array(buffer[(headerLength + Self.headerEnd.count)...])
    return parse(head: head, body: &body)
  }

  private func parse(head: String, body: inout [UInt8]) -> Outcome {
    let lines = head.components(separatedBy: "\r\n")
    let requestLine = lines[0].split(separator: " ", omittingEmptySubsequences: false)
    guard requestLine.count == 3, requestLine[2].hasPrefix("HTTP/1.") else {
      return .rejected(.text("Malformed request line", status: 400))
    }
    guard let method = HTTPMethod(rawValue: String(requestLine[0])) else {
      return .rejected(.text("Method not implemented", status: 501))
    }
    var headers = HTTPHeaders()
    for line in lines.dropFirst() {
      guard let colon = line.firstIndex(of: ":"), colon != line.startIndex else {
        return .rejected(.text("Malformed header line", status: 400))
      }
      let name = String(line[..<colon])
      let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
      headers[name] = headers[name].map { $0 + ", " + value } ?? value
    }
    guard headers["Transfer-Encoding"] == nil else {
      return .rejected(.text("Chunked request bodies are not supported", status: 501))
    }
    guard let length = Int(headers["Content-Length"] ?? "0"), length >= 0 else {
      return .rejected(.text("Malformed Content-Length", status: 400))
    }
    guard length <= Self.maxBodyBytes else {
      return .rejected(.text("Request body too large", status: 413))
    }
    if headers["Expect"]?.lowercased() == "100-continue", body.count < length {
      Loopback.send(Array("HTTP/1.1 100 Continue\r\n\r\n".utf8), on: descriptor)
    }
    while body.count < length {
      guard let chunk = LoopbackSocket.receiveBytes(from: descriptor, maxCount: 64 * 1024) else {
        return .closed
      }
      body += chunk
    }
    guard
      let request = ServerHTTPRequest(
        method: method,
        target: String(requestLine[1]),
        headers: headers,
        body: Data(body.prefix(length))
      )
    else {
      return .rejected(.text("Malformed request target", status: 400))
    }
    return .request(request)
  }

  private static func firstIndex(of pattern: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
    guard bytes.count >= pattern.count else { return nil }
    var index = start
    while index <= bytes.count - pattern.count {
      if bytes[index..<(index + pattern.count)].elementsEqual(pattern) {
        return index
      }
      index += 1
    }
    return nil
  }
}
