import DLC

/// One HTTP/1.1 request, as the parser read it off a connection.
struct HTTPRequest: Sendable, Equatable {
  /// The method, such as `GET`, as sent.
  var method: String
  /// The request target as sent, such as `/?open=atlas%3A%2F%2Ffavorites`.
  var target: String
  /// The header fields in order, names in lower case.
  var headers: [(name: String, value: String)]
  /// The body; empty without one.
  var body: [UInt8]

  /// The target's path, before any `?`.
  var path: Substring {
    target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
  }

  /// The value of the first header field of that name, or `nil`.
  ///
  /// - Parameter name: The field's name in lower case.
  /// - Returns: The value, or `nil` without such a field.
  func header(_ name: String) -> String? {
    headers.first { $0.name == name }?.value
  }

  /// The value of a query parameter, percent-decoded with `+` as a space, or `nil`.
  ///
  /// - Parameter name: The parameter's name.
  /// - Returns: The value, or `nil` without such a parameter.
  func queryValue(_ name: String) -> String? {
    guard let question = target.firstIndex(of: "?") else { return nil }
    for pair in target[target.index(after: question)...].split(separator: "&") {
      let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      guard Self.percentDecoded(parts[0]) == name else { continue }
      return parts.count > 1 ? Self.percentDecoded(parts[1]) : ""
    }
    return nil
  }

  /// Whether the client asked to close the connection after this request.
  var wantsClose: Bool {
    header("connection")?.lowercased().contains("close") == true
  }

  /// The cookie of that name in the `Cookie` header, or `nil`.
  ///
  /// - Parameter name: The cookie's name.
  /// - Returns: The value, or `nil` without such a cookie.
  func cookie(_ name: String) -> String? {
    for field in headers where field.name == "cookie" {
      for pair in field.value.split(separator: ";") {
        let parts = pair.split(separator: "=", maxSplits: 1)
        guard parts.count == 2, parts[0].trimmingBlanks == name else { continue }
        return String(parts[1].trimmingBlanks)
      }
    }
    return nil
  }

  static func == (left: HTTPRequest, right: HTTPRequest) -> Bool {
    left.method == right.method && left.target == right.target && left.body == right.body
      && left.headers.map(\.name) == right.headers.map(\.name)
      && left.headers.map(\.value) == right.headers.map(\.value)
  }

  /// Decodes `%XX` escapes and `+`; an invalid escape is kept as written.
  private static func percentDecoded(_ text: Substring) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count)
    var iterator = Array(text.utf8)[...]
    while let byte = iterator.popFirst() {
      if byte == UInt8(ascii: "+") {
        bytes.append(UInt8(ascii: " "))
      } else if byte == UInt8(ascii: "%"), iterator.count >= 2,
        let high = iterator[iterator.startIndex].hexDigitValue,
        let low = iterator[iterator.startIndex + 1].hexDigitValue
      {
        bytes.append(high << 4 | low)
        iterator = iterator.dropFirst(2)
      } else {
        bytes.append(byte)
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}

extension Substring {
  /// The text without spaces and tabs at either end.
  fileprivate var trimmingBlanks: Substring {
    let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
    guard let first = firstIndex(where: { !isBlank($0) }),
      let last = lastIndex(where: { !isBlank($0) })
    else { return "" }
    return self[first...last]
  }
}
