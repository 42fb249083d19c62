import DLC

/// Writes text the way a script quotes it, so messages show text a person can paste back.
package enum Quoting {
  /// The bytes that make a text need more than its quotes: `"`, `\`, DEL and the lead bytes
  /// of the C1 and bidirectional controls (C0 is always looked for).
  private static let quotedBytes: [UInt8] = [
    UInt8(ascii: "\""), UInt8(ascii: "\\"), 0x7F, 0xC2, 0xE2,
  ]

  /// The text in double quotes, with `"`, `\` and line breaks escaped, and every other control
  /// character written as `\u{1B}` (see ``VisibleText``): a message that quotes a server's
  /// text never acts on the terminal it is shown on.
  ///
  /// - Parameter text: The text.
  /// - Returns: The quoted text.
  package static func quoted(_ text: String) -> String {
    var plain = text
    let isPlain = plain.withUTF8 {
      !ByteScan.containsControlOrAny(
        of: quotedBytes,
        in: UnsafeRawBufferPointer($0))
    }
    guard !isPlain else { return "\"" + text + "\"" }
    var result = "\""
    for character in text.unicodeScalars {
      switch character {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case let control where VisibleText.isControl(control):
        result += "\\u{" + String(control.value, radix: 16, uppercase: true) + "}"
      default: result.unicodeScalars.append(character)
      }
    }
    return result + "\""
  }

  /// The most Unicode scalars of one quoted text a message keeps.
  package static let longestQuoted = 500

  /// A message with each quoted text in it longer than ``longestQuoted`` cut short, saying how
  /// much was left out: a script that expects a megabyte of text is told so in a line, not in a
  /// megabyte. Cut once secrets are masked, so that no part of one is left where a cut fell.
  ///
  /// - Parameter message: A message whose quoted texts ``quoted(_:)`` wrote.
  /// - Returns: The message, each long quoted text cut.
  package static func shorteningQuotedTexts(in message: String) -> String {
    guard message.utf8.count > longestQuoted else { return message }
    var result = String.UnicodeScalarView()
    var isQuoted = false
    var isEscaped = false
    var kept = 0
    var left = 0
    for scalar in message.unicodeScalars {
      if isQuoted, !isEscaped, scalar == "\"" {
        isQuoted = false
        result.append(scalar)
        if left > 0 {
          result.append(contentsOf: "… (\(left) more)".unicodeScalars)
        }
        continue
      }
      if isQuoted {
        isEscaped = !isEscaped && scalar == "\\"
        if kept < longestQuoted {
          kept += 1
          result.append(scalar)
        } else {
          left += 1
        }
        continue
      }
      if scalar == "\"" {
        isQuoted = true
        isEscaped = false
        kept = 0
        left = 0
      }
      result.append(scalar)
    }
    return String(result)
  }

  /// The text as a script's argument: bare when it is one plain word, else quoted.
  ///
  /// - Parameter text: The text.
  /// - Returns: The text as it can be written after a command.
  package static func argument(_ text: String) -> String {
    let isPlainWord =
      !text.isEmpty && text.first != "#"
      && !text.contains { $0.isWhitespace || $0 == "\"" || $0 == "\\" }
      && !text.unicodeScalars.contains(where: VisibleText.isControl)
    return isPlainWord ? text : quoted(text)
  }
}
