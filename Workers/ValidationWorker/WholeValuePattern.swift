import Foundation

/// A regular expression that must match a whole value, not a part of it.
struct WholeValuePattern: Sendable {
  private let expression: NSRegularExpression

  /// Whether `expression` is the bare pattern, whose match must then be checked to span the value.
  private let needsSpanCheck: Bool

  /// Compiles `pattern`, or returns `nil` when it is not a valid ICU regular expression.
  init?(_ pattern: String) {
    guard let bare = try? NSRegularExpression(pattern: pattern) else { return nil }
    // Anchoring in the pattern keeps alternations honest ("a|ab" must accept "ab"). The
    // "(?x)" and line break close a "#" comment left open by a pattern in free-spacing mode,
    // and are no-ops otherwise. Only a pattern ending inside "\Q" quoting defeats the
    // wrapping; it falls back to the bare pattern and a check of the match's span.
    if let anchored = try? NSRegularExpression(pattern: "\\A(?:\(pattern)(?x)\n)\\z") {
      expression = anchored
      needsSpanCheck = false
    } else {
      expression = bare
      needsSpanCheck = true
    }
  }

  /// Whether the whole of `value` matches the pattern.
  func matches(_ value: String) -> Bool {
    let whole = NSRange(location: 0, length: value.utf16.count)
    guard
      let match = expression.firstMatch(
        in: value, options: needsSpanCheck ? [.anchored] : [], range: whole)
    else { return false }
    return !needsSpanCheck || match.range == whole
  }
}
