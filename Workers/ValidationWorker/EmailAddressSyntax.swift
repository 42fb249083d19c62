/// The practical email address check behind ``ValidationRule/email``.
///
/// A single pass over the UTF-8 bytes, without regular expressions or allocation: exactly one
/// `@`; a non-empty local part of letters, digits, the RFC 5322 `atext` symbols and dots, with
/// no leading, trailing or doubled dot; a domain of at least two non-empty labels of letters,
/// digits and hyphens, no label starting or ending with a hyphen, the last label at least two
/// characters long and not all digits. Any scalar beyond ASCII counts as a letter unless it is
/// whitespace, a control, a separator or an invisible format character (zero-width joiners
/// excepted), so internationalised addresses pass and look-alike blanks do not.
enum EmailAddressSyntax {
  /// Whether `address` passes the check.
  static func isValid(_ address: String) -> Bool {
    var address = address
    return address.withUTF8(isValid(utf8:))
  }

  private static func isValid(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var index = 0

    var localLength = 0
    var previousWasDot = false
    var sawAt = false
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "@") {
        sawAt = true
        index += 1
        break
      }
      if byte == UInt8(ascii: ".") {
        guard localLength > 0, !previousWasDot else { return false }
        previousWasDot = true
        index += 1
      } else if byte < 0x80 {
        guard isLocalPartSymbol(byte) else { return false }
        previousWasDot = false
        index += 1
      } else {
        guard let width = widthOfAcceptedScalar(in: bytes, at: index) else { return false }
        previousWasDot = false
        index += width
      }
      localLength += 1
    }
    guard sawAt, localLength > 0, !previousWasDot else { return false }

    var labelLength = 0
    var finishedLabels = 0
    var labelIsNumeric = true
    var previousWasHyphen = false
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "."):
        guard labelLength > 0, !previousWasHyphen else { return false }
        finishedLabels += 1
        labelLength = 0
        labelIsNumeric = true
        index += 1
        continue
      case UInt8(ascii: "-"):
        guard labelLength > 0 else { return false }
        previousWasHyphen = true
        labelIsNumeric = false
        index += 1
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        previousWasHyphen = false
        index += 1
      case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"):
        previousWasHyphen = false
        labelIsNumeric = false
        index += 1
      case 0x80...:
        guard let width = widthOfAcceptedScalar(in: bytes, at: index) else { return false }
        previousWasHyphen = false
        labelIsNumeric = false
        index += width
      default:
        return false
      }
      labelLength += 1
    }
    return finishedLabels > 0 && labelLength >= 2 && !previousWasHyphen && !labelIsNumeric
  }

  /// Letters, digits and the symbols RFC 5322 allows unquoted in a local part (`atext`).
  private static func isLocalPartSymbol(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "a")...UInt8(ascii: "z"):
      return true
    case UInt8(ascii: "!"), UInt8(ascii: "#"), UInt8(ascii: "$"), UInt8(ascii: "%"),
      UInt8(ascii: "&"), UInt8(ascii: "'"), UInt8(ascii: "*"), UInt8(ascii: "+"),
      UInt8(ascii: "-"), UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "?"),
      UInt8(ascii: "^"), UInt8(ascii: "_"), UInt8(ascii: "`"), UInt8(ascii: "{"),
      UInt8(ascii: "|"), UInt8(ascii: "}"), UInt8(ascii: "~"):
      return true
    default:
      return false
    }
  }

  /// The byte length of the non-ASCII scalar starting at `index`, or `nil` when that scalar
  /// may not appear in an address.
  private static func widthOfAcceptedScalar(
    in bytes: UnsafeBufferPointer<UInt8>,
    at index: Int
  ) -> Int? {
    let lead = bytes[index]
    let width: Int
    var value: UInt32
    switch lead {
    case 0xC0...0xDF:
      width = 2
      value = UInt32(lead & 0x1F)
    case 0xE0...0xEF:
      width = 3
      value = UInt32(lead & 0x0F)
    case 0xF0...0xF7:
      width = 4
      value = UInt32(lead & 0x07)
    default:
      return nil
    }
    guard index + width <= bytes.count else { return nil }
    for offset in 1..<width {
      value = value << 6 | UInt32(bytes[index + offset] & 0x3F)
    }
    guard let scalar = Unicode.Scalar(value), isAccepted(scalar) else { return nil }
    return width
  }

  private static func isAccepted(_ scalar: Unicode.Scalar) -> Bool {
    let properties = scalar.properties
    guard !properties.isWhitespace else { return false }
    switch properties.generalCategory {
    case .control, .spaceSeparator, .lineSeparator, .paragraphSeparator, .surrogate:
      return false
    case .format:
      // Joiners shape some scripts and emoji; every other format character is invisible and
      // only serves to disguise an address.
      return scalar == "\u{200C}" || scalar == "\u{200D}"
    default:
      return true
    }
  }

}
