/// A key a person pressed at the prompt, as the line editor understands it.
enum EditKey: Equatable {
  /// A character to insert at the cursor.
  case character(Character)
  /// Left arrow or Ctrl-B.
  case left
  /// Right arrow or Ctrl-F.
  case right
  /// Home or Ctrl-A.
  case home
  /// End or Ctrl-E.
  case end
  /// Backspace: delete the character before the cursor.
  case backspace
  /// Delete: delete the character under the cursor.
  case delete
  /// Ctrl-W: delete the word before the cursor.
  case deleteWord
  /// Ctrl-U: delete from the start of the line to the cursor.
  case deleteToStart
  /// Ctrl-K: delete from the cursor to the end of the line.
  case deleteToEnd
  /// Up arrow or Ctrl-P: the previous line of the history.
  case up
  /// Down arrow or Ctrl-N: the next line of the history.
  case down
  /// Tab: complete the word before the cursor.
  case tab
  /// Enter.
  case enter
  /// Ctrl-C.
  case interrupt
  /// Ctrl-D.
  case endOfInput
  /// Ctrl-L: clear the screen.
  case clearScreen
  /// Ctrl-Z: suspend.
  case suspend
}
