extension ValidationRule {
  /// Whether this is the ``required`` rule, whose failure makes every other rule moot.
  var isRequired: Bool {
    if case .required = kind { return true }
    return false
  }

  /// The issues `value` raises against this rule; empty when it passes.
  ///
  /// - Parameters:
  ///   - value: The value to check.
  ///   - field: The field's label, named in default messages and reported with each issue.
  /// - Returns: The issues in the order the rule finds them.
  func issues(in value: String, field: String) -> [ValidationIssue] {
    switch kind {
    case .required:
      guard value.isBlank else { return [] }
      return [issue(field, "\(field.messageSubject) is required")]
    case .minimumLength(let count):
      guard !value.hasAtLeastCharacters(count) else { return [] }
      return [issue(field, "\(field.messageSubject) must be at least \(Self.characters(count))")]
    case .maximumLength(let count):
      guard value.hasMoreCharacters(than: count) else { return [] }
      return [issue(field, "\(field.messageSubject) must be at most \(Self.characters(count))")]
    case .email:
      guard !EmailAddressSyntax.isValid(value) else { return [] }
      return [issue(field, "Enter a valid email address")]
    case .matches(let pattern, let compiled):
      guard let compiled else {
        // A broken pattern is the program's fault, not the person's: say so plainly, even
        // over a message meant for values that do not match.
        let message = "The pattern “\(pattern)” is not a valid regular expression"
        return [ValidationIssue(field: field, ruleID: id, message: message)]
      }
      guard !compiled.matches(value) else { return [] }
      return [issue(field, "\(field.messageSubject) is not in the expected format")]
    case .oneOf(let values):
      guard !values.contains(value) else { return [] }
      let choices = values.sorted().joined(separator: ", ")
      return [issue(field, "\(field.messageSubject) must be one of: \(choices)")]
    case .custom(let message, let check):
      guard !check(value) else { return [] }
      return [issue(field, message)]
    case .allOf(let rules):
      let found = rules.flatMap { $0.issues(in: value, field: field) }
      guard !found.isEmpty, let messageOverride else { return found }
      return [ValidationIssue(field: field, ruleID: id, message: messageOverride)]
    case .anyOf(let rules):
      var failures: [[ValidationIssue]] = []
      for rule in rules {
        let found = rule.issues(in: value, field: field)
        if found.isEmpty { return [] }
        failures.append(found)
      }
      guard !failures.isEmpty else { return [] }
      let joined = failures.map { $0.map(\.message).joined(separator: " and ") }
        .joined(separator: " or ")
      return [issue(field, joined)]
    }
  }

  /// An issue for this rule, with the overriding message if one was set.
  private func issue(_ field: String, _ defaultMessage: @autoclosure () -> String)
    -> ValidationIssue
  {
    ValidationIssue(field: field, ruleID: id, message: messageOverride ?? defaultMessage())
  }

  private static func characters(_ count: Int) -> String {
    count == 1 ? "1 character" : "\(count) characters"
  }
}
