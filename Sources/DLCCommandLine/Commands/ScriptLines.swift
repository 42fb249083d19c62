import DLCScript

/// The commands of a script file's bytes, each parsed only when it is reached.
///
/// A script of a million lines is read twice this way, once to check that every line parses
/// and once to run it, and neither pass keeps the parsed commands: memory holds the file's
/// bytes and one command at a time. Blank and comment lines yield nothing. A line that is not
/// UTF-8 is an error at its first byte that cannot be read; an optional byte order mark at the
/// start is skipped, and a `\r` before a line's `\n` is ignored.
struct ScriptLines: Sequence, IteratorProtocol {
  private let bytes: [UInt8]
  private var position: Int
  private var number = 0

  /// Starts at the first line.
  ///
  /// - Parameter bytes: The file's contents.
  init(_ bytes: [UInt8]) {
    self.bytes = bytes
    position = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
  }

  /// The next command, or the error of the next line that does not parse.
  ///
  /// - Returns: `nil` after the last line.
  mutating func next() -> Result<ScriptStep, ParseError>? {
    while position <= bytes.count {
      let end = bytes[position...].firstIndex(of: 0x0A) ?? bytes.count
      let raw = bytes[position..<end]
      position = end + 1
      number += 1
      let line = raw.last == 0x0D ? raw.dropLast() : raw
      if let column = Self.firstInvalidColumn(in: raw) {
        return .failure(
          ParseError(
            location: SourceLocation(line: number, column: column),
            message: "not UTF-8 text: this byte does not start a character; is it a binary file?"))
      }
      do {
        if let step = try Parser.parse(
          line: String(decoding: line, as: UTF8.self), number: number)
        {
          return .success(step)
        }
      } catch {
        return .failure(error)
      }
    }
    return nil
  }

  /// Every error of the script, in line order; none if every line parses.
  var errors: [ParseError] {
    var errors: [ParseError] = []
    for case .failure(let error) in self {
      errors.append(error)
    }
    return errors
  }

  /// The column, from 1, of the first byte that does not start a character, if any.
  private static func firstInvalidColumn(in bytes: ArraySlice<UInt8>) -> Int? {
    // Most lines are ASCII, which is always valid.
    guard !bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    var column = 1
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue:
        column += 1
      case .emptyInput:
        return nil
      case .error:
        return column
      }
    }
  }
}
