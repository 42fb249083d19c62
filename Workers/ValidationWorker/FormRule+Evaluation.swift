extension FormRule {
  /// Whether the rule reads the value of `field`.
  func reads(_ field: String) -> Bool {
    switch kind {
    case .fieldsEqual(let first, let second):
      return field == first || field == second
    case .requiredWhen(let required, let other):
      return field == required || field == other
    case .custom:
      return true
    }
  }

  /// The issue the form's `values` raise against this rule, or `nil` when it passes.
  func issue(in values: [String: String]) -> ValidationIssue? {
    switch kind {
    case .fieldsEqual(let first, let second):
      guard values[first, default: ""] != values[second, default: ""] else { return nil }
      return issue(second, "\(second.messageSubject) must match \(first)")
    case .requiredWhen(let required, let other):
      guard values[required, default: ""].isBlank, !values[other, default: ""].isBlank else {
        return nil
      }
      return issue(required, "\(required.messageSubject) is required when \(other) is filled in")
    case .custom(let message, let check):
      return check(values) ? nil : issue(nil, message)
    }
  }

  private func issue(_ field: String?, _ defaultMessage: @autoclosure () -> String)
    -> ValidationIssue
  {
    ValidationIssue(field: field, ruleID: id, message: messageOverride ?? defaultMessage())
  }
}
