/// Reads HTTP/1.1 requests from the bytes a connection has received, within limits.
///
/// It reads a request at a time from the front of a buffer, so a client may send the next one
/// before the answer to the last (pipelining); chunked bodies are not accepted.
struct HTTPRequestParser {
  /// What reading the front of a buffer gave.
  enum Outcome: Equatable {
    /// The buffer holds no whole request yet.
    case needsMore
    /// A whole request, which took that many bytes off the front of the buffer.
    case request(HTTPRequest, length: Int)
    /// The request cannot be served: answer with this status and close the connection.
    case failure(status: Int)
  }

  /// The most bytes of request line and header fields, their closing blank line included.
  var maximumHeadLength = 16 * 1_024
  /// The most bytes of a body.
  var maximumBodyLength = 1_024 * 1_024

  /// How far reading the request at the front of a buffer has come, kept between reads of a
  /// connection so that each byte is looked at once, however slowly the bytes arrive: a head
  /// trickled a byte at a time is not searched from its start again for each byte, nor is a
  /// head read again for each byte of its body.
  struct Progress: Equatable {
    /// How many bytes from the front have been searched for the head's end without finding it.
    var searched = 0
    /// The head, once read: the request without its body, where the body starts and its length.
    var head: Head?

    /// A request's head, read once.
    struct Head: Equatable {
      var request: HTTPRequest
      var bodyStart: Int
      var bodyLength: Int
    }
  }

  /// Reads the request at the front of a buffer.
  ///
  /// - Parameter buffer: The bytes received and not yet read as a request.
  /// - Returns: The request and its length, that more bytes are needed, or why it fails.
  func parse(_ buffer: ArraySlice<UInt8>) -> Outcome {
    var progress = Progress()
    return parse(buffer, progress: &progress)
  }

  /// Reads the request at the front of a buffer, going on from where the last read of the same
  /// buffer stopped; the buffer may only have grown at its end since.
  ///
  /// - Parameters:
  ///   - buffer: The bytes received and not yet read as a request.
  ///   - progress: How far the last read came; reset once a request is read or fails.
  /// - Returns: The request and its length, that more bytes are needed, or why it fails.
  func parse(_ buffer: ArraySlice<UInt8>, progress: inout Progress) -> Outcome {
    if progress.head == nil {
      switch readHead(buffer, progress: &progress) {
      case .none: break
      case .some(let failure): return failure
      }
    }
    guard let head = progress.head else { return .needsMore }
    let available = buffer.count - head.bodyStart
    guard available >= head.bodyLength else { return .needsMore }
    progress = Progress()
    let bodyFrom = buffer.startIndex + head.bodyStart
    var request = head.request
    request.body = Array(buffer[bodyFrom..<(bodyFrom + head.bodyLength)])
    return .request(request, length: head.bodyStart + head.bodyLength)
  }

  /// Reads the head once its end has arrived, into `progress`; the outcome when it fails or
  /// more is needed, `nil` once it is read.
  private func readHead(
    _ buffer: ArraySlice<UInt8>, progress: inout Progress
  ) -> Outcome? {
    guard
      let (headLength, bodyStart) = Self.endOfHead(
        in: buffer, from: progress.searched, within: maximumHeadLength)
    else {
      if buffer.count > maximumHeadLength {
        progress = Progress()
        return .failure(status: 431)
      }
      // The last two bytes may begin the blank line that ends the head.
      progress.searched = max(buffer.count - 2, 0)
      return .needsMore
    }
    progress = Progress()
    guard headLength <= maximumHeadLength else { return .failure(status: 431) }
    let head = buffer[buffer.startIndex..<(buffer.startIndex + headLength)]
    var lines = head.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
      .map { line in line.last == UInt8(ascii: "\r") ? line.dropLast() : line }
    guard !lines.isEmpty else { return .failure(status: 400) }
    let requestLine = lines.removeFirst()
    guard let (method, target) = Self.parseRequestLine(requestLine) else {
      return .failure(status: 400)
    }
    var headers: [(name: String, value: String)] = []
    for line in lines where !line.isEmpty {
      guard let field = Self.parseField(line) else { return .failure(status: 400) }
      headers.append(field)
    }
    let hosts = headers.filter { $0.name == "host" }
    guard hosts.count == 1 else { return .failure(status: 400) }
    if headers.contains(where: { $0.name == "transfer-encoding" }) {
      return .failure(status: 501)
    }
    let lengths = Set(headers.filter { $0.name == "content-length" }.map(\.value))
    guard lengths.count <= 1 else { return .failure(status: 400) }
    var bodyLength = 0
    if let text = lengths.first {
      guard !text.isEmpty, text.utf8.count <= 12, text.utf8.allSatisfy(Self.isDigit),
        let length = Int(text)
      else { return .failure(status: 400) }
      guard length <= maximumBodyLength else { return .failure(status: 413) }
      bodyLength = length
    }
    progress.head = Progress.Head(
      request: HTTPRequest(method: method, target: target, headers: headers, body: []),
      bodyStart: bodyStart, bodyLength: bodyLength)
    return nil
  }

  // MARK: - Pieces

  /// The length of the head without its blank line and where the body starts, counted from
  /// the buffer's start; a bare line feed ends a line as CR LF does.
  private static func endOfHead(
    in buffer: ArraySlice<UInt8>, from searched: Int, within limit: Int
  ) -> (Int, Int)? {
    var index = buffer.startIndex + min(searched, buffer.count)
    let end = min(buffer.endIndex, buffer.startIndex + limit + 4)
    while index < end {
      if buffer[index] == UInt8(ascii: "\n") {
        var next = index + 1
        if next < buffer.endIndex, buffer[next] == UInt8(ascii: "\r") {
          next += 1
        }
        if next < buffer.endIndex, buffer[next] == UInt8(ascii: "\n") {
          return (index - buffer.startIndex, next + 1 - buffer.startIndex)
        }
      }
      index += 1
    }
    return nil
  }

  private static func parseRequestLine(_ line: ArraySlice<UInt8>) -> (String, String)? {
    let parts = line.split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false)
    guard parts.count == 3, !parts[0].isEmpty, parts[0].allSatisfy(isTokenByte),
      parts[1].first == UInt8(ascii: "/"),
      parts[1].allSatisfy({ $0 > 0x20 && $0 < 0x7F }),
      parts[2].elementsEqual("HTTP/1.1".utf8) || parts[2].elementsEqual("HTTP/1.0".utf8)
    else { return nil }
    return (String(decoding: parts[0], as: UTF8.self), String(decoding: parts[1], as: UTF8.self))
  }

  private static func parseField(_ line: ArraySlice<UInt8>) -> (name: String, value: String)? {
    guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else { return nil }
    let name = line[line.startIndex..<colon]
    guard !name.isEmpty, name.allSatisfy(isTokenByte) else { return nil }
    var value = line[(colon + 1)...]
    while let first = value.first, first == 0x20 || first == 0x09 {
      value = value.dropFirst()
    }
    while let last = value.last, last == 0x20 || last == 0x09 {
      value = value.dropLast()
    }
    guard value.allSatisfy({ $0 >= 0x20 || $0 == 0x09 }), !value.contains(0x7F) else {
      return nil
    }
    return (
      String(decoding: name, as: UTF8.self).lowercased(), String(decoding: value, as: UTF8.self)
    )
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  /// Whether a byte may appear in a method or a field name (RFC 9110's `tchar`).
  private static func isTokenByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"):
      true
    default:
      "!#$%&'*+-.^_`|~".utf8.contains(byte)
    }
  }
}
