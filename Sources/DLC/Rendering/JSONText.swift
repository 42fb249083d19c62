/// JSON written a value at a time into bytes, as `JSONEncoder` writes it with sorted keys and
/// unescaped slashes, and with every control character escaped (see ``VisibleText``).
///
/// Screens are written as JSON after every command of a `--json` session and after every input
/// of a browser's: the encoder built a tree of values for each and sorted its keys, a fifth of
/// the server's work per input. The writers of the snapshots name their keys in sorted order
/// themselves; a test holds each to what the encoder writes.
package struct JSONText {
  /// The text written so far, as UTF-8.
  package private(set) var bytes: [UInt8] = []
  /// Whether the object or array being written still has no member, one a level.
  private var isFirst: [Bool] = []

  /// Starts empty.
  ///
  /// - Parameter capacity: How many bytes to make room for at once.
  package init(reservingCapacity capacity: Int = 512) {
    bytes.reserveCapacity(capacity)
  }

  /// The text written so far.
  package var text: String {
    String(decoding: bytes, as: UTF8.self)
  }

  /// Writes an object: `{`, the members `body` writes through ``writeMember(_:_:)``, `}`.
  ///
  /// - Parameter body: Writes the members, keys in sorted order.
  package mutating func writeObject(_ body: (inout JSONText) -> Void) {
    nested(open: UInt8(ascii: "{"), close: UInt8(ascii: "}"), body)
  }

  /// Writes an array of values.
  ///
  /// - Parameter values: The values, in order.
  package mutating func writeArray(_ values: [some JSONWritable]) {
    nested(open: UInt8(ascii: "["), close: UInt8(ascii: "]")) { json in
      for index in values.indices {
        json.separate()
        values[index].write(to: &json)
      }
    }
  }

  /// Writes a member of the object being written; keys are plain ASCII, in sorted order.
  ///
  /// - Parameters:
  ///   - name: The key.
  ///   - value: The value.
  package mutating func writeMember(_ name: StaticString, _ value: some JSONWritable) {
    separate()
    bytes.append(UInt8(ascii: "\""))
    name.withUTF8Buffer { bytes.append(contentsOf: $0) }
    bytes.append(contentsOf: [UInt8(ascii: "\""), UInt8(ascii: ":")])
    value.write(to: &self)
  }

  /// Writes a member where it applies, its value present; else nothing, as the schema's absent
  /// keys mean "does not apply".
  ///
  /// - Parameters:
  ///   - name: The key.
  ///   - value: The value, or `nil` to leave the member out.
  package mutating func writeMember(_ name: StaticString, ifPresent value: (some JSONWritable)?) {
    if let value {
      writeMember(name, value)
    }
  }

  private mutating func nested(open: UInt8, close: UInt8, _ body: (inout JSONText) -> Void) {
    bytes.append(open)
    isFirst.append(true)
    body(&self)
    isFirst.removeLast()
    bytes.append(close)
  }

  /// Writes the comma before a member or a value, if one came before it at its level.
  private mutating func separate() {
    if isFirst[isFirst.count - 1] {
      isFirst[isFirst.count - 1] = false
    } else {
      bytes.append(UInt8(ascii: ","))
    }
  }

  /// Writes a string, quoted and escaped.
  ///
  /// - Parameter value: The string.
  package mutating func write(_ value: String) {
    bytes.append(UInt8(ascii: "\""))
    var value = value
    value.withUTF8 { utf8 in
      // The usual text, with nothing to escape, is copied whole.
      guard ByteScan.containsControlOrAny(of: Self.escapeLeads, in: UnsafeRawBufferPointer(utf8))
      else {
        bytes.append(contentsOf: utf8)
        return
      }
      writeEscaped(utf8)
    }
    bytes.append(UInt8(ascii: "\""))
  }

  /// Writes `true` or `false`.
  ///
  /// - Parameter value: The value.
  package mutating func write(_ value: Bool) {
    bytes.append(contentsOf: (value ? "true" : "false").utf8)
  }

  /// Writes a whole number.
  ///
  /// - Parameter value: The number.
  package mutating func write(_ value: Int) {
    bytes.append(contentsOf: String(value).utf8)
  }

  /// Writes a number as the encoder does: the shortest form that reads back the same, without a
  /// `.0` on a whole one; `null` for a number JSON has no form for (NaN, an infinity).
  ///
  /// - Parameter value: The number.
  package mutating func write(_ value: Double) {
    guard value.isFinite else {
      writeNull()
      return
    }
    var number = value.description
    if number.hasSuffix(".0") {
      number.removeLast(2)
    }
    bytes.append(contentsOf: number.utf8)
  }

  /// Writes `null`.
  package mutating func writeNull() {
    bytes.append(contentsOf: "null".utf8)
  }

  /// The bytes that may start something to escape: a quote, a backslash, DEL, and the lead
  /// bytes of the C1 and bidirectional controls (C0 is looked for anyway).
  private static let escapeLeads: [UInt8] = [
    UInt8(ascii: "\""), UInt8(ascii: "\\"), 0x7F, 0xC2, 0xE2,
  ]

  /// Writes text whose bytes hold a quote, a backslash or a control character: C0 as the
  /// encoder escapes it, DEL, C1 and the bidirectional ones as `\u00XX` or `\u20XX`.
  private mutating func writeEscaped(_ utf8: UnsafeBufferPointer<UInt8>) {
    for scalar in String(decoding: utf8, as: UTF8.self).unicodeScalars {
      switch scalar {
      case "\"": bytes.append(contentsOf: #"\""#.utf8)
      case "\\": bytes.append(contentsOf: #"\\"#.utf8)
      case "\n": bytes.append(contentsOf: #"\n"#.utf8)
      case "\r": bytes.append(contentsOf: #"\r"#.utf8)
      case "\t": bytes.append(contentsOf: #"\t"#.utf8)
      case "\u{08}": bytes.append(contentsOf: #"\b"#.utf8)
      case "\u{0C}": bytes.append(contentsOf: #"\f"#.utf8)
      case _ where VisibleText.isControl(scalar):
        let hex = String(scalar.value, radix: 16, uppercase: false)
        bytes.append(contentsOf: #"\u"#.utf8)
        bytes.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: 4 - hex.count))
        bytes.append(contentsOf: hex.utf8)
      default:
        UTF8.encode(scalar) { bytes.append($0) }
      }
    }
  }
}
