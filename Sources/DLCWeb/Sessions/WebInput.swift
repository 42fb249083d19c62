/// Which lines of the command language a page may send: inputs a person makes, nothing that
/// checks, prints or ends anything.
enum WebInput {
  /// The commands a page may send.
  static let commands: Set<Substring> = [
    "tap", "type", "select", "toggle", "choose", "tab", "back", "open",
  ]

  /// The commands a page may send, for messages.
  static let commandList = "tap, type, select, toggle, choose, tab, back, open"

  /// Whether a line is one input.
  ///
  /// - Parameter line: The line the page sent.
  /// - Returns: `true` for one line of one of ``commands``.
  static func isInput(_ line: String) -> Bool {
    guard !line.contains("\n"), !line.contains("\r") else { return false }
    let first = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).first
    return first.map { commands.contains($0) } ?? false
  }
}
