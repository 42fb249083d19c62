/// What a display shows of a text from outside the person's own typing: a scene may put any
/// text it was handed on the screen (a server's answer, a stored note), and a text longer than
/// any screen can show is shortened for display, so that a megabyte-long name does not make a
/// page hundreds of thousands of pixels tall or a terminal scroll for minutes.
///
/// The scene keeps the whole text: the logic's state, and so `state`, show it as it is. What
/// the person types into a field or text area is theirs, and is never shortened.
public enum DisplayText {
  /// The most characters a display shows of one text.
  public static let maximumLength = 10_000

  /// A text as a display shows it: as it is within ``maximumLength``, else its beginning and
  /// a note of how many characters were left out.
  ///
  /// - Parameter text: The text.
  /// - Returns: The text, or its shortened form.
  public static func shortened(_ text: String) -> String {
    // Far more common than not, and cheap: a native string knows its length in bytes.
    guard text.utf8.count > maximumLength else { return text }
    let count = text.count
    guard count > maximumLength else { return text }
    return text.prefix(maximumLength) + "… (\(count - maximumLength) more characters)"
  }
}
