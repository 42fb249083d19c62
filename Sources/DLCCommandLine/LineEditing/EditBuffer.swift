/// The line being edited and the cursor in it, counted in characters: the part of the line
/// editor that keys change, with no terminal in sight.
struct EditBuffer: Equatable {
  /// The line's characters.
  private(set) var characters: [Character] = []
  /// Where the cursor is: between characters, from 0 to `characters.count`.
  private(set) var cursor = 0

  /// An empty line.
  init() {}

  /// A line with the cursor at its end.
  init(_ text: String) {
    characters = Array(text)
    cursor = characters.count
  }

  /// The line.
  var text: String { String(characters) }

  /// The line up to the cursor.
  var textBeforeCursor: String { String(characters[..<cursor]) }

  /// Applies an editing key; keys that do not edit (history, Tab, Enter…) change nothing.
  mutating func apply(_ key: EditKey) {
    switch key {
    case .character(let character):
      characters.insert(character, at: cursor)
      cursor += 1
    case .left:
      cursor = max(0, cursor - 1)
    case .right:
      cursor = min(characters.count, cursor + 1)
    case .home:
      cursor = 0
    case .end:
      cursor = characters.count
    case .backspace:
      guard cursor > 0 else { return }
      characters.remove(at: cursor - 1)
      cursor -= 1
    case .delete:
      guard cursor < characters.count else { return }
      characters.remove(at: cursor)
    case .deleteWord:
      var start = cursor
      while start > 0, characters[start - 1] == " " {
        start -= 1
      }
      while start > 0, characters[start - 1] != " " {
        start -= 1
      }
      characters.removeSubrange(start..<cursor)
      cursor = start
    case .deleteToStart:
      characters.removeSubrange(0..<cursor)
      cursor = 0
    case .deleteToEnd:
      characters.removeSubrange(cursor...)
    default:
      break
    }
  }

  /// Replaces the word before the cursor (back to the last blank) with a text.
  mutating func replaceWordBeforeCursor(with replacement: String) {
    var start = cursor
    while start > 0, characters[start - 1] != " " {
      start -= 1
    }
    characters.replaceSubrange(start..<cursor, with: Array(replacement))
    cursor = start + replacement.count
  }
}
