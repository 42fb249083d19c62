/// Validates values and forms against rules, and says in words what is wrong.
///
/// Scenes depend on this interface, so tests can hand them a double. Validation never
/// throws: a value either passes (no issues) or fails with issues that name the failed
/// rule and carry a message ready to show.
///
/// The requirements are `nonisolated(nonsending)`: validation is short, bounded work, so it
/// runs on the caller's executor instead of paying two executor hops that would cost more
/// than the check itself. A conforming type may still implement them as plain `async`
/// methods, or as an actor's.
///
/// ```swift
/// let worker: any ValidationWorkerInterface = ValidationWorker()
/// let issues = await worker.validate("ada@example", field: "Email", against: [.required, .email])
/// // issues == [ValidationIssue(field: "Email", ruleID: "email",
/// //                            message: "Enter a valid email address")]
/// ```
public protocol ValidationWorkerInterface: Sendable {
  /// Validates one value.
  ///
  /// - Parameters:
  ///   - value: The value to check.
  ///   - field: The field's label, named in default messages ("Password must be…") and
  ///     reported as each issue's field.
  ///   - rules: The rules the value must pass, all of them.
  /// - Returns: The issues in the order of `rules`; empty when the value is valid.
  nonisolated(nonsending) func validate(
    _ value: String, field: String, against rules: [ValidationRule]
  ) async -> [ValidationIssue]

  /// Validates a form: each field against its rules, then the form rules.
  ///
  /// - Parameters:
  ///   - values: The form's values by field name; a missing name counts as empty.
  ///   - fields: The rules of each field, by field name, which is also the label in messages.
  ///   - formRules: The rules across fields.
  /// - Returns: The fields' issues, field by field in the order of their names, then the
  ///   form rules' issues in the order of `formRules`; empty when the form is valid.
  nonisolated(nonsending) func validate(
    form values: [String: String],
    fields: [String: [ValidationRule]],
    formRules: [FormRule]
  ) async -> [ValidationIssue]
}
