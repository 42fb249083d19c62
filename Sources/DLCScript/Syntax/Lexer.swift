import DLC

/// Splits a line into tokens: bare words and double-quoted texts.
///
/// Blanks are spaces and tabs. A `#` at the start of a token starts a comment that runs to the
/// end of the line; inside a word it is part of the word. A quoted text knows the escapes `\"`,
/// `\\` and `\n`, and must be followed by a blank or the end of the line. Control characters
/// are refused everywhere, so a binary file yields errors rather than commands.
struct Lexer {
  private static let space = UInt8(ascii: " ")
  private static let tab = UInt8(ascii: "\t")
  private static let quote = UInt8(ascii: "\"")
  private static let backslash = UInt8(ascii: "\\")
  private static let hash = UInt8(ascii: "#")

  private let bytes: UnsafeBufferPointer<UInt8>
  private let lineNumber: Int
  private var index = 0
  private var column = 1

  private init(bytes: UnsafeBufferPointer<UInt8>, lineNumber: Int) {
    self.bytes = bytes
    self.lineNumber = lineNumber
  }

  /// Splits one line into tokens.
  ///
  /// - Parameters:
  ///   - line: The line, without its line break.
  ///   - lineNumber: The line's number in its script, for error locations.
  /// - Returns: The tokens and the command's text.
  /// - Throws: A ``ParseError`` at the offending character.
  static func lex(_ line: String, lineNumber: Int) throws(ParseError) -> LexedLine {
    // The line's own UTF-8 storage is read in place: a script runs every line through here,
    // and a copy of each would cost an allocation.
    var line = line
    let lexed = line.withUTF8 { bytes in
      var lexer = Lexer(bytes: bytes, lineNumber: lineNumber)
      return Result { () throws(ParseError) in try lexer.lexLine() }
    }
    return try lexed.get()
  }

  private mutating func lexLine() throws(ParseError) -> LexedLine {
    var tokens: [Token] = []
    var firstOffset = 0
    var endOffset = 0
    while true {
      skipBlanks()
      guard index < bytes.count, bytes[index] != Self.hash else { break }
      if tokens.isEmpty {
        firstOffset = index
      }
      let token = bytes[index] == Self.quote ? try quotedText() : try word()
      tokens.append(token)
      endOffset = index
    }
    let text = tokens.isEmpty ? "" : String(decoding: bytes[firstOffset..<endOffset], as: UTF8.self)
    return LexedLine(tokens: tokens, text: text)
  }

  private mutating func skipBlanks() {
    while index < bytes.count, bytes[index] == Self.space || bytes[index] == Self.tab {
      index += 1
      column += 1
    }
  }

  private var isAtBlankOrEnd: Bool {
    index == bytes.count || bytes[index] == Self.space || bytes[index] == Self.tab
  }

  private mutating func word() throws(ParseError) -> Token {
    let startColumn = column
    let startOffset = index
    while !isAtBlankOrEnd {
      skipPrintableASCII()
      guard !isAtBlankOrEnd else { break }
      let byte = bytes[index]
      if byte == Self.quote {
        throw error("unexpected '\"' inside a word; put the whole text in double quotes")
      }
      try refuseControlCharacter(byte)
      consumeScalar()
    }
    return Token(
      text: String(decoding: bytes[startOffset..<index], as: UTF8.self),
      isQuoted: false, column: startColumn, endColumn: column)
  }

  private mutating func quotedText() throws(ParseError) -> Token {
    let startColumn = column
    var text: [UInt8] = []
    consumeScalar()
    while true {
      guard index < bytes.count else {
        throw ParseError(
          location: ScriptLocation(line: lineNumber, column: startColumn),
          message: "unterminated quoted text; add a closing '\"'")
      }
      let byte = bytes[index]
      if byte == Self.quote {
        consumeScalar()
        break
      }
      if byte == Self.backslash {
        try escape(into: &text)
        continue
      }
      try refuseControlCharacter(byte)
      let start = index
      consumeScalar()
      skipPrintableASCII()
      text.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
    }
    guard isAtBlankOrEnd else {
      throw error("expected a blank after the closing '\"'")
    }
    return Token(
      text: String(decoding: text, as: UTF8.self), isQuoted: true, column: startColumn,
      endColumn: column)
  }

  private mutating func escape(into text: inout [UInt8]) throws(ParseError) {
    let escapeColumn = column
    consumeScalar()
    guard index < bytes.count else {
      throw ParseError(
        location: ScriptLocation(line: lineNumber, column: escapeColumn),
        message: "a '\\' at the end of the line escapes nothing; write '\\\\' for a backslash")
    }
    let escaped = bytes[index]
    switch escaped {
    case Self.quote, Self.backslash:
      text.append(escaped)
    case UInt8(ascii: "n"):
      text.append(UInt8(ascii: "\n"))
    case UInt8(ascii: "u"):
      // `\u{1B}`: the form messages quote control characters in, so they can be pasted back.
      consumeScalar()
      try unicodeEscape(at: escapeColumn, into: &text)
      return
    default:
      let start = index
      try refuseControlCharacter(escaped)
      consumeScalar()
      let character = String(decoding: bytes[start..<index], as: UTF8.self)
      throw ParseError(
        location: ScriptLocation(line: lineNumber, column: escapeColumn),
        message: "unknown escape '\\\(character)'; use \\\", \\\\, \\n or \\u{HEX}")
    }
    consumeScalar()
  }

  /// Reads the `{HEX}` of a `\u{HEX}` escape, the `\u` already read, and appends its scalar.
  private mutating func unicodeEscape(
    at escapeColumn: Int, into text: inout [UInt8]
  ) throws(ParseError) {
    let failure = ParseError(
      location: ScriptLocation(line: lineNumber, column: escapeColumn),
      message: "a '\\u' escape is written \\u{HEX}, with 1 to 6 hexadecimal digits of a "
        + "Unicode scalar, as in \\u{1B}")
    guard index < bytes.count, bytes[index] == UInt8(ascii: "{") else { throw failure }
    consumeScalar()
    var value: UInt32 = 0
    var digits = 0
    while index < bytes.count, bytes[index] != UInt8(ascii: "}") {
      guard digits < 6, let digit = bytes[index].hexDigitValue else { throw failure }
      value = value << 4 | UInt32(digit)
      digits += 1
      consumeScalar()
    }
    guard index < bytes.count, digits > 0, let scalar = Unicode.Scalar(value) else {
      throw failure
    }
    consumeScalar()
    text.append(contentsOf: String(Character(scalar)).utf8)
  }

  private func refuseControlCharacter(_ byte: UInt8) throws(ParseError) {
    guard byte < 0x20 || byte == 0x7F else { return }
    let hex = String(byte, radix: 16, uppercase: true)
    throw error(
      "unexpected control character U+\(String(repeating: "0", count: 4 - hex.count))\(hex)")
  }

  /// Moves past one Unicode scalar: the lead byte and its continuation bytes.
  /// Steps over a run of printable ASCII other than `"` and `\`, which needs no check byte by
  /// byte: one tight loop, so that a word or a text of megabytes is read quickly.
  private mutating func skipPrintableASCII() {
    let start = index
    while index < bytes.count {
      let byte = bytes[index]
      guard byte > Self.space, byte < 0x7F, byte != Self.quote, byte != Self.backslash else {
        break
      }
      index += 1
    }
    column += index - start
  }

  private mutating func consumeScalar() {
    index += 1
    while index < bytes.count, bytes[index] & 0xC0 == 0x80 {
      index += 1
    }
    column += 1
  }

  private func error(_ message: String) -> ParseError {
    ParseError(location: ScriptLocation(line: lineNumber, column: column), message: message)
  }
}
