/// The validation worker: checks values against ``ValidationRule``s and forms against
/// ``FormRule``s, with input of bounded length.
///
/// A value longer than ``inputLimit`` characters is rejected at once with a single issue
/// (rule identifier ``inputLimitRuleID``), without reading the rest of it and without running
/// its rules. In a form, every value is held to the limit, and form rules that read an
/// over-long value are skipped.
public struct ValidationWorker: ValidationWorkerInterface {
  /// The rule identifier of the issue raised by a value longer than ``inputLimit``.
  public static let inputLimitRuleID = "inputLimit"

  /// The most user-perceived characters a value may have before it is rejected unread.
  public let inputLimit: Int

  /// Creates a worker.
  ///
  /// - Parameter inputLimit: The most characters a value may have; values beyond it fail
  ///   with the issue "FIELD is too long (over LIMIT characters)". Zero or less accepts only
  ///   empty values.
  public init(inputLimit: Int = 10_000) {
    self.inputLimit = max(0, inputLimit)
  }

  /// Validates one value.
  ///
  /// When ``ValidationRule/required`` is among `rules` and fails, it is the only issue.
  ///
  /// - Parameters:
  ///   - value: The value to check.
  ///   - field: The field's label, named in default messages and reported with each issue.
  ///   - rules: The rules the value must pass, all of them.
  /// - Returns: The issues in the order of `rules`; empty when the value is valid.
  public nonisolated(nonsending) func validate(
    _ value: String, field: String, against rules: [ValidationRule]
  ) async -> [ValidationIssue] {
    issues(in: value, field: field, against: rules)
  }

  /// Validates a form: each field against its rules, then the form rules.
  ///
  /// - Parameters:
  ///   - values: The form's values by field name; a missing name counts as empty.
  ///   - fields: The rules of each field, by field name, which is also the label in messages.
  ///   - formRules: The rules across fields.
  /// - Returns: The fields' issues, field by field in the order of their names, then the
  ///   form rules' issues in the order of `formRules`; empty when the form is valid.
  public nonisolated(nonsending) func validate(
    form values: [String: String],
    fields: [String: [ValidationRule]],
    formRules: [FormRule]
  ) async -> [ValidationIssue] {
    var found: [ValidationIssue] = []
    var overLimit: [String] = []
    for name in Set(values.keys).union(fields.keys).sorted() {
      let value = values[name, default: ""]
      if value.hasMoreCharacters(than: inputLimit) {
        overLimit.append(name)
        found.append(inputLimitIssue(field: name))
      } else {
        found += issues(in: value, field: name, against: fields[name, default: []])
      }
    }
    for rule in formRules where !overLimit.contains(where: rule.reads) {
      if let issue = rule.issue(in: values) {
        found.append(issue)
      }
    }
    return found
  }

  private func issues(in value: String, field: String, against rules: [ValidationRule])
    -> [ValidationIssue]
  {
    if value.hasMoreCharacters(than: inputLimit) {
      return [inputLimitIssue(field: field)]
    }
    if let required = rules.first(where: \.isRequired), value.isBlank {
      return required.issues(in: value, field: field)
    }
    return rules.flatMap { $0.issues(in: value, field: field) }
  }

  private func inputLimitIssue(field: String) -> ValidationIssue {
    ValidationIssue(
      field: field,
      ruleID: Self.inputLimitRuleID,
      message: "\(field.messageSubject) is too long (over \(inputLimit) characters)")
  }
}
