/// Turns the bytes a terminal sends into keys: UTF-8 characters, control keys, and the escape
/// sequences of arrows and editing keys in their common variants (`ESC [ C`, `ESC O C`,
/// `ESC [ 1 ~`, `ESC [ H`, …). Bytes of an incomplete sequence wait for the next ones; an
/// unknown sequence is dropped whole.
///
/// Between the marks of a bracketed paste (`ESC [ 200 ~` … `ESC [ 201 ~`), bytes are text: a
/// control character is the character it is, for the line to show and the parser to judge (a
/// Tab is a blank to it, any other control an error with its place), not a key that edits the
/// line or leaves; a line break is still Enter, so each pasted line is a line.
///
/// A carriage return and the line feed after it are one Enter, though a read ends between them.
struct KeyDecoder {
  private var pending: [UInt8] = []
  /// Whether the last byte decoded was a carriage return, whose line feed may come next.
  private var followsCarriageReturn = false
  /// Whether the bytes are inside a paste: after its start mark, before its end mark.
  private(set) var isPasting = false

  private static let pasteBegins = Array("\u{1B}[200~".utf8)
  private static let pasteEnds = Array("\u{1B}[201~".utf8)

  /// Decodes the bytes that have arrived, keeping an incomplete tail for later.
  ///
  /// - Parameter bytes: What the terminal sent.
  /// - Returns: The keys, in order.
  mutating func keys(from bytes: [UInt8]) -> [EditKey] {
    pending += bytes
    var keys: [EditKey] = []
    while !pending.isEmpty {
      if followsCarriageReturn {
        followsCarriageReturn = false
        if pending.first == 0x0A {
          pending.removeFirst()
          continue
        }
      }
      let mark = isPasting ? Self.pasteEnds : Self.pasteBegins
      if pending.starts(with: mark) {
        pending.removeFirst(mark.count)
        isPasting.toggle()
        continue
      }
      let decoded = isPasting ? Self.pasted(pending[...]) : Self.decode(pending[...])
      guard let (key, length) = decoded else { break }
      followsCarriageReturn = key == .enter && pending[pending.startIndex + length - 1] == 0x0D
      pending.removeFirst(length)
      if let key {
        keys.append(key)
      }
    }
    return keys
  }

  /// Takes the bytes that follow as keys again, though the paste's end mark has not come: a
  /// terminal sends a paste in one burst, so a pause means the mark was lost (or the start mark
  /// was never a paste's), and Ctrl-C and Ctrl-D must not stay text for good.
  mutating func abandonPaste() {
    isPasting = false
    pending = []
    followsCarriageReturn = false
  }

  /// The first key of the bytes and how many bytes it took; `nil` when more bytes are needed;
  /// a `nil` key for bytes that mean nothing to the editor.
  private static func decode(_ bytes: ArraySlice<UInt8>) -> (EditKey?, Int)? {
    guard let first = bytes.first else { return nil }
    switch first {
    case 0x1B: return escape(bytes)
    case 0x01: return (.home, 1)
    case 0x02: return (.left, 1)
    case 0x03: return (.interrupt, 1)
    case 0x04: return (.endOfInput, 1)
    case 0x05: return (.end, 1)
    case 0x06: return (.right, 1)
    case 0x08, 0x7F: return (.backspace, 1)
    case 0x09: return (.tab, 1)
    case 0x0A, 0x0D: return (.enter, 1)
    case 0x0B: return (.deleteToEnd, 1)
    case 0x0C: return (.clearScreen, 1)
    case 0x0E: return (.down, 1)
    case 0x10: return (.up, 1)
    case 0x15: return (.deleteToStart, 1)
    case 0x17: return (.deleteWord, 1)
    case 0x1A: return (.suspend, 1)
    case ..<0x20: return (nil, 1)
    default: return character(bytes)
    }
  }

  /// The first character of pasted bytes and how many bytes it took; `nil` while they may be
  /// the start of the paste's end mark.
  private static func pasted(_ bytes: ArraySlice<UInt8>) -> (EditKey?, Int)? {
    guard let first = bytes.first else { return nil }
    switch first {
    case 0x1B where pasteEnds.starts(with: bytes):
      return nil
    case 0x0A, 0x0D:
      return (.enter, 1)
    case ..<0x20, 0x7F:
      return (.character(Character(Unicode.Scalar(first))), 1)
    default:
      return character(bytes)
    }
  }

  private static func character(_ bytes: ArraySlice<UInt8>) -> (EditKey?, Int)? {
    guard let first = bytes.first else { return nil }
    let length =
      switch first {
      case ..<0x80: 1
      case 0xC2...0xDF: 2
      case 0xE0...0xEF: 3
      case 0xF0...0xF4: 4
      default: 0
      }
    guard length > 0 else { return (nil, 1) }
    guard bytes.count >= length else { return nil }
    let sequence = bytes.prefix(length)
    guard sequence.dropFirst().allSatisfy({ $0 & 0xC0 == 0x80 }),
      let scalar = String(validating: sequence, as: UTF8.self)?.first
    else { return (nil, 1) }
    return (.character(scalar), length)
  }

  private static func escape(_ bytes: ArraySlice<UInt8>) -> (EditKey?, Int)? {
    guard bytes.count >= 2 else { return nil }
    let second = bytes[bytes.startIndex + 1]
    guard second == UInt8(ascii: "[") || second == UInt8(ascii: "O") else {
      // Alt with a key: the key alone matters here.
      return (nil, 1)
    }
    var index = bytes.startIndex + 2
    var parameters: [UInt8] = []
    while index < bytes.endIndex {
      let byte = bytes[index]
      if (0x40...0x7E).contains(byte) {
        let length = index - bytes.startIndex + 1
        return (key(final: byte, parameters: parameters), length)
      }
      guard (0x20...0x3F).contains(byte) else {
        // Not a sequence after all (Alt-[ then Enter, say): the escape and its bracket are
        // dropped and the byte is read as the key it is.
        return (nil, index - bytes.startIndex)
      }
      parameters.append(byte)
      index += 1
      if parameters.count > 8 {
        return (nil, index - bytes.startIndex)
      }
    }
    return nil
  }

  private static func key(final: UInt8, parameters: [UInt8]) -> EditKey? {
    switch final {
    case UInt8(ascii: "A"): return .up
    case UInt8(ascii: "B"): return .down
    case UInt8(ascii: "C"): return .right
    case UInt8(ascii: "D"): return .left
    case UInt8(ascii: "H"): return .home
    case UInt8(ascii: "F"): return .end
    case UInt8(ascii: "~"):
      switch String(decoding: parameters.prefix { $0 != UInt8(ascii: ";") }, as: UTF8.self) {
      case "1", "7": return .home
      case "4", "8": return .end
      case "3": return .delete
      default: return nil
      }
    default: return nil
    }
  }
}
