/// Text that did not come from the tool itself, made safe to show on a terminal: every control
/// character written visibly, as `\u{1B}`, so that a country name from a server cannot clear
/// the screen, retitle the terminal or forge lines of output.
///
/// Control characters are C0 (U+0000–U+001F, line breaks included), DEL, C1 (U+0080–U+009F,
/// among them the one-character CSI) and the bidirectional overrides and isolates (U+202A–U+202E,
/// U+2066–U+2069), which reorder what is shown. Everything else is kept as it is.
package enum VisibleText {
  /// The text with every control character written visibly.
  ///
  /// - Parameter text: Text from a server, a file or any other outside source.
  /// - Returns: The text, unchanged when it holds no control character.
  package static func escaping(_ text: some StringProtocol) -> String {
    guard needsEscaping(text.utf8) else { return String(text) }
    var result = ""
    result.reserveCapacity(text.utf8.count + 8)
    for scalar in text.unicodeScalars {
      if isControl(scalar) {
        result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// The text with every control character but the line break written visibly: for a message
  /// of several lines that quotes outside text.
  ///
  /// - Parameter text: The message.
  /// - Returns: The message, its lines kept.
  package static func escapingKeepingLines(_ text: String) -> String {
    guard needsEscaping(text.utf8) else { return text }
    return text.split(separator: "\n", omittingEmptySubsequences: false).map(escaping)
      .joined(separator: "\n")
  }

  /// Whether a scalar is written visibly.
  package static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }

  /// Whether UTF-8 bytes may hold a control character: a quick look at lead bytes, so that the
  /// usual text is copied with no walk by scalars.
  package static func needsEscaping(_ bytes: some Sequence<UInt8>) -> Bool {
    bytes.contains { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 || $0 == 0xE2 }
  }

  /// JSON text with every DEL, C1 and bidirectional control inside its strings escaped as
  /// `\u00XX`: the JSON encoder escapes C0 itself and leaves these raw, and a host that prints
  /// the JSON to a terminal would have them acted on. The value decodes to the same text.
  ///
  /// - Parameter json: JSON text, as an encoder wrote it.
  /// - Returns: The same JSON with those characters escaped.
  package static func escapingJSON(_ json: String) -> String {
    guard needsEscaping(json.utf8) else { return json }
    var result = ""
    result.reserveCapacity(json.utf8.count + 8)
    for scalar in json.unicodeScalars {
      // C0 never appears raw in an encoder's JSON; what is left of the controls is escaped.
      if scalar.value >= 0x7F, isControl(scalar) {
        let hex = String(scalar.value, radix: 16, uppercase: false)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
