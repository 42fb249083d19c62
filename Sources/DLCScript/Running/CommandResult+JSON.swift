import DLC
internal import Foundation

extension CommandResult: Encodable {
  private enum CodingKeys: String, CodingKey {
    case type, line, column, command, ok, error, output, screen, changed
  }

  /// Encodes the result with the keys of ``renderJSON()``; `error` is `null` when it worked.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: What the encoder throws.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode("command", forKey: .type)
    try container.encode(line, forKey: .line)
    try container.encode(column, forKey: .column)
    try container.encode(command, forKey: .command)
    try container.encode(isOK, forKey: .ok)
    try container.encode(error, forKey: .error)
    try container.encode(output, forKey: .output)
    try container.encode(screen, forKey: .screen)
    try container.encode(didChangeScreen, forKey: .changed)
  }

  /// The result as one line of JSON with sorted keys, for hosts in other languages.
  ///
  /// ```text
  /// {"changed": Bool, "column": Int, "command": String, "error": String|null, "line": Int,
  ///  "ok": Bool, "output": String, "screen": screen (see JSONRenderer), "type": "command"}
  /// ```
  ///
  /// - Returns: One line of JSON.
  public func renderJSON() -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    // Strings, numbers and the screen's plain values always encode; "{}" marks the impossible.
    guard let data = try? encoder.encode(self) else { return "{}" }
    // DEL, C1 and bidirectional controls escaped too, for hosts that print the JSON.
    return VisibleText.escapingJSON(String(decoding: data, as: UTF8.self))
  }
}
