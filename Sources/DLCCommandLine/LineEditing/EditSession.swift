import DLC

/// One line being edited: the buffer, the place in the history, and what the last key asked
/// of the screen. It knows no terminal, so tests drive it key by key.
struct EditSession {
  /// What the screen must do after a key.
  enum Effect: Equatable {
    /// Draw the line again.
    case redraw
    /// Print a text under the line, then draw the line again.
    case print(String)
    /// Clear the screen and draw the line at the top.
    case clearScreen
    /// Stop the process, then draw the line again.
    case suspend
    /// The line is done.
    case accept(String)
    /// The input is done.
    case end
  }

  /// What the prompt shows.
  let prompt: String
  /// The line as the screen shows it, character for character: a secret typed in it drawn
  /// masked, while the buffer keeps the real text.
  private let drawing: @MainActor (String) -> String
  /// The line and the cursor.
  private(set) var buffer = EditBuffer()
  private let historyEntries: [String]
  /// Where Up and Down are in the history: `historyEntries.count` is the line being typed.
  private var historyIndex: Int
  /// The line being typed, kept while Up shows older ones.
  private var draft = ""
  /// Whether the last key was a Tab that could not complete further.
  private var lastTabWasAmbiguous = false

  /// Starts editing an empty line.
  ///
  /// - Parameters:
  ///   - prompt: What the prompt shows.
  ///   - historyEntries: The lines typed before, oldest first.
  ///   - drawing: The line as the screen may show it, with as many characters as the line.
  init(
    prompt: String, historyEntries: [String],
    drawing: @escaping @MainActor (String) -> String = { $0 }
  ) {
    self.prompt = prompt
    self.drawing = drawing
    self.historyEntries = historyEntries
    historyIndex = historyEntries.count
  }

  /// The line as a terminal draws it: back to the start, the prompt and the text, the rest of
  /// the row cleared, and the cursor moved back to its place. A secret in the line is drawn
  /// masked, on every redraw, whatever key brought it there.
  @MainActor
  var rendering: String { rendering(width: nil) }

  /// The line as a terminal `width` columns wide draws it, on one row: a line too long for the
  /// row shows the part around the cursor, as a wrapped line would be drawn again a row lower
  /// at each key and fill the screen with copies.
  ///
  /// - Parameter width: The terminal's columns; `nil` for a row without end.
  /// - Returns: What to write to the terminal.
  @MainActor
  func rendering(width: Int?) -> String {
    // A control character (a pasted one) is drawn as its picture: sent as it is, it would move
    // the cursor, or make the terminal do what it says.
    var shown = Array(VisibleText.picturing(drawing(buffer.text)))
    if shown.count != buffer.characters.count {
      // A drawing that would move the cursor is not trusted: the whole line is hidden.
      shown = Array(repeating: "\u{2022}", count: buffer.characters.count)
    }
    let cursor = buffer.cursor
    var window = 0..<shown.count
    if let width {
      // The last column stays empty: writing there would wrap the row on some terminals.
      let room = max(width - ColumnWidth.of(prompt) - 1, 1)
      window = Self.window(of: shown, around: cursor, in: room)
    }
    let after = ColumnWidth.of(String(shown[cursor..<window.upperBound]))
    return "\r\(prompt)\(String(shown[window]))\u{1B}[K" + (after > 0 ? "\u{1B}[\(after)D" : "")
  }

  /// The characters that fit in `room` columns with the cursor among them: from the start when
  /// it can be, else ending a little after the cursor.
  private static func window(of shown: [Character], around cursor: Int, in room: Int)
    -> Range<Int>
  {
    let widths = shown.map(ColumnWidth.of)
    guard widths.reduce(0, +) > room else { return 0..<shown.count }
    // The cursor, and a fifth of the row after it to see what is coming, when there is some.
    var end = cursor
    var used = cursor < shown.count ? widths[cursor] : 1
    while end < shown.count, used + widths[end] <= room / 5 + 1 {
      used += widths[end]
      end += 1
    }
    var start = end
    used = end == cursor ? 1 : 0
    while start > 0, used + widths[start - 1] <= room {
      used += widths[start - 1]
      start -= 1
    }
    while end < shown.count, used + widths[end] <= room {
      used += widths[end]
      end += 1
    }
    return start..<end
  }

  /// Applies a key.
  ///
  /// - Parameters:
  ///   - key: The key pressed.
  ///   - completer: What Tab asks.
  /// - Returns: What the screen must do.
  @MainActor
  mutating func handle(_ key: EditKey, completer: any LineCompleting) -> Effect {
    let wasAmbiguousTab = lastTabWasAmbiguous
    lastTabWasAmbiguous = false
    switch key {
    case .enter:
      return .accept(buffer.text)
    case .endOfInput:
      guard buffer.characters.isEmpty else {
        buffer.apply(.delete)
        return .redraw
      }
      return .end
    case .interrupt:
      guard buffer.characters.isEmpty else {
        buffer = EditBuffer()
        historyIndex = historyEntries.count
        return .print("^C")
      }
      return .print(LineEditor.leaveHint)
    case .up:
      guard historyIndex > 0 else { return .redraw }
      if historyIndex == historyEntries.count {
        draft = buffer.text
      }
      historyIndex -= 1
      buffer = EditBuffer(historyEntries[historyIndex])
      return .redraw
    case .down:
      guard historyIndex < historyEntries.count else { return .redraw }
      historyIndex += 1
      buffer = EditBuffer(
        historyIndex == historyEntries.count ? draft : historyEntries[historyIndex])
      return .redraw
    case .tab:
      return complete(with: completer, listing: wasAmbiguousTab)
    case .clearScreen:
      return .clearScreen
    case .suspend:
      return .suspend
    default:
      buffer.apply(key)
      return .redraw
    }
  }

  @MainActor
  private mutating func complete(with completer: any LineCompleting, listing: Bool) -> Effect {
    let before = buffer.textBeforeCursor
    let word = String(before.reversed().prefix { $0 != " " }.reversed())
    let candidates = completer.completions(for: before).filter { $0.hasPrefix(word) }
    switch candidates.count {
    case 0:
      return .redraw
    case 1:
      buffer.replaceWordBeforeCursor(with: candidates[0] + " ")
      return .redraw
    default:
      let common = Self.commonPrefix(of: candidates)
      if common.count > word.count {
        buffer.replaceWordBeforeCursor(with: common)
        lastTabWasAmbiguous = true
        return .redraw
      }
      lastTabWasAmbiguous = true
      return listing ? .print(candidates.joined(separator: "  ")) : .redraw
    }
  }

  private static func commonPrefix(of words: [String]) -> String {
    guard var prefix = words.first else { return "" }
    for word in words.dropFirst() {
      while !word.hasPrefix(prefix) {
        prefix.removeLast()
      }
    }
    return prefix
  }
}
