/// What an `expect` command checks, and whether the check is negated with `not`.
public struct ScriptExpectation: Sendable, Equatable {
  /// The check itself, before negation.
  public enum Check: Sendable, Equatable {
    /// `expect screen has TEXT`: the rendered top scene contains the text.
    case screenShows(String)
    /// `expect scene is NAME`: the top scene has this name.
    case sceneIs(String)
    /// `expect tab is TITLE`: the selected tab of the screen's tab bar has this title.
    case tabIs(String)
    /// `expect alert has TEXT`: an alert is up and its title or message contains the text.
    case alertShows(String)
    /// `expect alert none`: no alert is up.
    case noAlert
    /// `expect ID is TEXT`: the element's text is exactly the text.
    case elementIs(id: String, text: String)
    /// `expect ID has TEXT`: the element's text contains the text; for a list, one row does.
    case elementHas(id: String, text: String)
    /// `expect ID count N`: the list has this many rows.
    case rowCount(id: String, count: Int)
    /// `expect ID enabled|disabled|hidden|visible`.
    case element(id: String, condition: ElementCondition)
  }

  /// The check.
  public var check: Check

  /// Whether the check must fail for the expectation to hold (`not`).
  public var isNegated: Bool

  /// Creates an expectation.
  ///
  /// - Parameters:
  ///   - check: The check.
  ///   - isNegated: Whether the check must fail for the expectation to hold.
  public init(_ check: Check, isNegated: Bool = false) {
    self.check = check
    self.isNegated = isNegated
  }
}
