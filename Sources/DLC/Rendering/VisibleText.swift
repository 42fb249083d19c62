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
    var text = String(text)
    let escaped = text.withUTF8 { bytes in
      var result: [UInt8] = []
      result.reserveCapacity(bytes.count + 8)
      // Runs of bytes that need nothing are copied whole; only a control is written out.
      var runStart = 0
      var index = 0
      while index < bytes.count {
        guard let (value, length) = control(at: index, in: bytes) else {
          index += 1
          continue
        }
        result.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
        result.append(contentsOf: "\\u{\(String(value, radix: 16, uppercase: true))}".utf8)
        index += length
        runStart = index
      }
      result.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart...]))
      return result
    }
    return String(decoding: escaped, as: UTF8.self)
  }

  /// The control character whose UTF-8 starts at `index`, with its length in bytes, if any:
  /// C0 and DEL are one byte, C1 two (`C2 80`–`C2 9F`), the bidirectional ones three
  /// (`E2 80 AA`–`E2 80 AE`, `E2 81 A6`–`E2 81 A9`).
  private static func control(
    at index: Int, in bytes: UnsafeBufferPointer<UInt8>
  ) -> (value: UInt32, length: Int)? {
    let byte = bytes[index]
    if byte < 0x20 || byte == 0x7F { return (UInt32(byte), 1) }
    if byte == 0xC2, index + 1 < bytes.count, (0x80...0x9F).contains(bytes[index + 1]) {
      return (UInt32(bytes[index + 1]), 2)
    }
    guard byte == 0xE2, index + 2 < bytes.count else { return nil }
    let (second, third) = (bytes[index + 1], bytes[index + 2])
    let isOverride = second == 0x80 && (0xAA...0xAE).contains(third)
    let isIsolate = second == 0x81 && (0xA6...0xA9).contains(third)
    guard isOverride || isIsolate else { return nil }
    return (0x2000 | UInt32(second & 0x3F) << 6 | UInt32(third & 0x3F), 3)
  }

  /// The text with every control character but the line break written visibly: for a message
  /// of several lines that quotes outside text.
  ///
  /// - Parameter text: The message.
  /// - Returns: The message, its lines kept.
  package static func escapingKeepingLines(_ text: String) -> String {
    guard needsEscaping(text) else { return text }
    return text.split(separator: "\n", omittingEmptySubsequences: false).map(escaping)
      .joined(separator: "\n")
  }

  /// The text with every control character drawn as one other character: a C0 control or DEL
  /// as its picture (`␛` for ESC), the rest, which have none, as `�`. Unlike ``escaping(_:)``, it
  /// keeps every character in its place, for a line whose cursor is drawn where it stands.
  ///
  /// - Parameter text: A line as typed or pasted.
  /// - Returns: The line, unchanged when it holds no control character.
  package static func picturing(_ text: String) -> String {
    guard needsEscaping(text) else { return text }
    var shown = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      guard isControl(scalar) else {
        shown.append(scalar)
        continue
      }
      let picture: UInt32 =
        switch scalar.value {
        case ..<0x20: 0x2400 + scalar.value
        case 0x7F: 0x2421
        default: 0xFFFD
        }
      shown.append(Unicode.Scalar(picture) ?? "?")
    }
    return String(shown)
  }

  /// DEL, and the lead bytes of the C1 controls (`C2`) and of the bidirectional ones (`E2`).
  private static let escapeLeads: [UInt8] = [0x7F, 0xC2, 0xE2]

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
    let scanned = bytes.withContiguousStorageIfAvailable { needsEscaping($0) }
    return scanned ?? bytes.contains { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 || $0 == 0xE2 }
  }

  /// Whether UTF-8 bytes in memory may hold a control character; see ``needsEscaping(_:)``.
  package static func needsEscaping(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    let raw = UnsafeRawBufferPointer(bytes)
    // Printable ASCII, as most text is, holds neither a control nor a lead byte of one: the
    // word-wide check clears it without comparing each byte with the leads.
    return !ByteScan.isPrintableASCII(raw)
      && ByteScan.containsControlOrAny(of: escapeLeads, in: raw)
  }

  /// Whether a string's UTF-8 may hold a control character; see ``needsEscaping(_:)``.
  package static func needsEscaping(_ text: String) -> Bool {
    var text = text
    return text.withUTF8 { needsEscaping($0) }
  }

  /// JSON text with every DEL, C1 and bidirectional control inside its strings escaped as
  /// `\u00XX`: the JSON encoder escapes C0 itself and leaves these raw, and a host that prints
  /// the JSON to a terminal would have them acted on. The value decodes to the same text.
  ///
  /// - Parameter json: JSON text, as an encoder wrote it.
  /// - Returns: The same JSON with those characters escaped.
  package static func escapingJSON(_ json: String) -> String {
    guard needsEscaping(json) else { return json }
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
