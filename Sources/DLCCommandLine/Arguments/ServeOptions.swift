/// The options of `serve`: where to listen and how many sessions to keep.
struct ServeOptions: Equatable {
  /// The options only `serve` takes, as a person types them.
  static let names = ["--host", "--port", "--max-sessions", "--idle-timeout", "--allow-host"]

  /// The IPv4 or IPv6 address to bind.
  var host = "127.0.0.1"
  /// The port, or 0 for a free one.
  var port = 8_080
  /// The most sessions at once.
  var maximumSessions = 1_000
  /// How long a session may go without a request.
  var idleTimeout: Duration = .seconds(30 * 60)
  /// More names requests may give in `Host`.
  var allowedHosts: [String] = []

  /// Reads one option's value.
  ///
  /// - Parameters:
  ///   - name: One of ``names``.
  ///   - text: Its value as typed.
  /// - Throws: A ``UsageError`` for a value it cannot use.
  mutating func read(_ name: String, value text: String) throws(UsageError) {
    switch name {
    case "--host":
      host = text
    case "--port":
      guard let port = Int(text), (0...65_535).contains(port) else {
        throw UsageError(message: "'--port' needs a port from 0 to 65535, not '\(text)'")
      }
      self.port = port
    case "--max-sessions":
      guard let count = Int(text), count > 0 else {
        throw UsageError(message: "'--max-sessions' needs a whole number above 0, not '\(text)'")
      }
      maximumSessions = count
    case "--idle-timeout":
      guard let duration = Self.duration(text), duration > .zero else {
        let above = Self.duration(text) == .zero ? "above zero, " : ""
        throw UsageError(
          message: "'--idle-timeout' needs a duration \(above)such as 30m, 90s or 500ms, not "
            + "'\(text)'")
      }
      idleTimeout = duration
    default:
      allowedHosts.append(text)
    }
  }

  /// The value a name takes, for messages: `ADDR`, `N`, `DURATION` or `HOST`.
  static func valueName(of name: String) -> String {
    switch name {
    case "--host": "ADDR"
    case "--port", "--max-sessions": "N"
    case "--idle-timeout": "DURATION"
    default: "HOST"
    }
  }

  /// A duration written as a whole number and a unit: `ms`, `s`, `m` or `h`.
  static func duration(_ text: String) -> Duration? {
    let digits = text.prefix { $0.isASCII && $0.isNumber }
    guard let count = Int(digits), count <= 1_000_000_000 else { return nil }
    switch text.dropFirst(digits.count) {
    case "ms": return .milliseconds(count)
    case "s": return .seconds(count)
    case "m": return .seconds(count * 60)
    case "h": return .seconds(count * 3_600)
    default: return nil
    }
  }
}
