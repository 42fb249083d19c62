/// One reason a value or a form failed validation.
///
/// Carries what a person needs (``message``) and what code needs (``field`` and ``ruleID``),
/// for example to show the message beside the right field.
public struct ValidationIssue: Sendable, Hashable {
  /// The field the issue concerns, or `nil` when it concerns the form as a whole.
  public let field: String?

  /// The identifier of the rule that failed, such as `"required"` or `"email"`.
  public let ruleID: String

  /// A sentence for a person, such as "Password must be at least 8 characters".
  public let message: String

  /// Creates an issue.
  ///
  /// - Parameters:
  ///   - field: The field the issue concerns, or `nil` for the whole form.
  ///   - ruleID: The identifier of the rule that failed.
  ///   - message: A sentence for a person.
  public init(field: String?, ruleID: String, message: String) {
    self.field = field
    self.ruleID = ruleID
    self.message = message
  }
}
