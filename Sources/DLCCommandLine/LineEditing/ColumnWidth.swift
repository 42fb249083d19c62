/// How many columns of a terminal a character takes: two for the wide characters of East Asian
/// scripts and for emoji, none for a character that only marks another (a zero-width joiner),
/// one for the rest. Terminals differ at the edges; these are the ranges they agree on.
enum ColumnWidth {
  /// The columns a character takes.
  static func of(_ character: Character) -> Int {
    guard let first = character.unicodeScalars.first else { return 0 }
    switch first.value {
    case 0x200B...0x200F, 0x2060...0x2064, 0xFE00...0xFE0F:
      return 0
    case 0x1100...0x115F, 0x231A...0x231B, 0x2614...0x2615, 0x2E80...0x303E, 0x3041...0x33FF,
      0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
      0xFFE0...0xFFE6, 0x1F1E6...0x1F1FF, 0x1F300...0x1F64F, 0x1F680...0x1F6FF, 0x1F900...0x1F9FF,
      0x1FA70...0x1FAFF,
      0x20000...0x3FFFD:
      return 2
    default:
      return 1
    }
  }

  /// The columns a text takes, its escape sequences (colour, bold) taking none.
  static func of(_ text: some StringProtocol) -> Int {
    var columns = 0
    var isInEscape = false
    for character in text {
      if isInEscape {
        // A CSI sequence ends at its final byte, a letter.
        isInEscape = !(character.isLetter && character != "[")
      } else if character == "\u{1B}" {
        isInEscape = true
      } else {
        columns += of(character)
      }
    }
    return columns
  }
}
