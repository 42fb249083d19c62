import ServerWorker

extension ServerHTTPResponse {
  private static let reasonPhrases: [Int: String] = [
    100: "Continue", 200: "OK", 201: "Created", 204: "No Content", 301: "Moved Permanently",
    302: "Found", 304: "Not Modified", 400: "Bad Request", 401: "Unauthorized", 403: "Forbidden",
    404: "Not Found", 405: "Method Not Allowed", 409: "Conflict", 413: "Content Too Large",
    422: "Unprocessable Content", 429: "Too Many Requests", 431: "Request Header Fields Too Large",
    500: "Internal Server Error", 501: "Not Implemented", 502: "Bad Gateway",
    503: "Service Unavailable", 504: "Gateway Timeout",
  ]

  /// Headers the server writes itself, whatever the handler set.
  private static let framingHeaders: Set<String> = [
    "content-length", "connection", "transfer-encoding",
  ]

  /// The response as HTTP/1.1 bytes, framed by `Content-Length` and closing the connection.
  ///
  /// A 1xx, 204 or 304 answer never carries a body; an answer to `HEAD` announces the length of
  /// the body it leaves out.
  func wireBytes(omittingBody: Bool) -> [UInt8] {
    let bodyless = (100..<200).contains(status) || status == 204 || status == 304
    var head = "HTTP/1.1 \(status) \(Self.reasonPhrases[status] ?? "Status")\r\n"
    for field in headers.sortedFields where !Self.framingHeaders.contains(field.name) {
      // A line break in a value would corrupt the framing; such a field is left out.
      guard !field.value.contains(where: \.isNewline) else { continue }
      head += "\(field.name): \(field.value)\r\n"
    }
    if !bodyless {
      head += "content-length: \(body.count)\r\n"
    }
    head += "connection: close\r\n\r\n"
    return Array(head.utf8) + (bodyless || omittingBody ? [] : Array(body))
  }
}
