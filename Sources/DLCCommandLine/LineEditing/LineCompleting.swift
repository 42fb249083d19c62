/// What the line editor asks when Tab is pressed: the words that could complete the one
/// before the cursor.
@MainActor
protocol LineCompleting {
  /// The candidates for the word before the cursor, each a whole word.
  ///
  /// - Parameter textBeforeCursor: The line up to the cursor; its last word (after the last
  ///   blank, possibly empty) is the one to complete.
  /// - Returns: The candidates, in the order to list them.
  func completions(for textBeforeCursor: String) -> [String]
}
