/// A check across the fields of a form, such as "the two passwords are equal".
///
/// Form rules run after every field's own rules, in the order given. Field names are the keys
/// of the form's values; a name without a value counts as empty.
///
/// ```swift
/// let issues = await ValidationWorker().validate(
///   form: ["Password": "atlas-demo-1", "Confirmation": "atlas-demo-2"],
///   fields: ["Password": [.minimumLength(8)]],
///   formRules: [.fieldsEqual("Password", "Confirmation")])
/// // issues.map(\.message) == ["Confirmation must match Password"]
/// ```
public struct FormRule: Sendable {
  /// The stable identifier of the rule, reported as ``ValidationIssue/ruleID``.
  ///
  /// `"fieldsEqual"` and `"requiredWhen"` for the built-in rules; a custom rule carries the
  /// identifier it was given.
  public let id: String

  let kind: Kind

  /// The message that replaces the default one, if any.
  private(set) var messageOverride: String? = nil

  /// Two fields must hold equal values, such as a password and its confirmation.
  ///
  /// Values compare by canonical equivalence. The issue concerns the second field.
  /// Default message: "SECOND must match FIRST".
  ///
  /// - Parameters:
  ///   - first: The field that holds the reference value.
  ///   - second: The field that must repeat it.
  /// - Returns: The rule, with the identifier `"fieldsEqual"`.
  public static func fieldsEqual(_ first: String, _ second: String) -> FormRule {
    FormRule(id: "fieldsEqual", kind: .fieldsEqual(first, second))
  }

  /// A field must be filled in whenever another one is.
  ///
  /// A field is filled in when it holds something other than whitespace. The issue concerns
  /// `field`. Default message: "FIELD is required when OTHER is filled in".
  ///
  /// - Parameters:
  ///   - field: The field that becomes required.
  ///   - other: The field whose value makes it required.
  /// - Returns: The rule, with the identifier `"requiredWhen"`.
  public static func required(_ field: String, when other: String) -> FormRule {
    FormRule(id: "requiredWhen", kind: .requiredWhen(field, other: other))
  }

  /// The form must pass a check of your own; the issue concerns the whole form.
  ///
  /// - Parameters:
  ///   - id: The identifier reported when the check fails.
  ///   - message: The message reported when the check fails.
  ///   - check: Given every value by field name, returns `true` when the form is valid.
  /// - Returns: The rule.
  public static func custom(
    id: String,
    message: String,
    _ check: @escaping @Sendable ([String: String]) -> Bool
  ) -> FormRule {
    FormRule(id: id, kind: .custom(message: message, check: check))
  }

  /// Returns the same rule with its message replaced.
  ///
  /// - Parameter message: The message to report when the rule fails.
  /// - Returns: A copy of the rule that reports `message`.
  public func withMessage(_ message: String) -> FormRule {
    FormRule(id: id, kind: kind, messageOverride: message)
  }
}
