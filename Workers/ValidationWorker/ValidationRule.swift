/// A check that one value must pass, such as "required" or "at least 8 characters".
///
/// Rules are plain values, built with static factories and combined with ``allOf(_:)`` and
/// ``anyOf(_:)``. A ``ValidationWorkerInterface`` validates a value against them and names
/// the field in the default messages:
///
/// ```swift
/// let worker = ValidationWorker()
/// let issues = await worker.validate(
///   "secret", field: "Password", against: [.required, .minimumLength(8)])
/// // issues.map(\.message) == ["Password must be at least 8 characters"]
/// ```
///
/// Lengths are counted in user-perceived characters: an "é" written with a combining accent,
/// a flag or a family emoji each count as one. Apart from ``required``, rules judge the value
/// as it is, so an empty value fails ``email`` and ``minimumLength(_:)`` too; when ``required``
/// is among the rules and fails, it is the only issue reported for the value.
public struct ValidationRule: Sendable {
  /// The stable identifier of the rule, reported as ``ValidationIssue/ruleID``.
  ///
  /// Built-in rules are named for their factory: `"required"`, `"minimumLength"`,
  /// `"maximumLength"`, `"email"`, `"matches"`, `"oneOf"`, `"allOf"` and `"anyOf"`.
  /// A custom rule carries the identifier it was given.
  public let id: String

  let kind: Kind

  /// The message that replaces the default one, if any.
  private(set) var messageOverride: String? = nil

  /// The value must contain something other than whitespace.
  ///
  /// Default message: "FIELD is required".
  public static let required = ValidationRule(id: "required", kind: .required)

  /// The value must be a plausible email address.
  ///
  /// A practical check rather than the full grammar of RFC 5322: exactly one `@`, a local part
  /// without spaces or leading, trailing or doubled dots, and a domain of at least two
  /// non-empty labels made of letters, digits and inner hyphens, whose last label has at least
  /// two characters and is not all digits. Letters beyond ASCII are accepted on both sides, so
  /// internationalised addresses pass. Default message: "Enter a valid email address".
  public static let email = ValidationRule(id: "email", kind: .email)

  /// The value must have at least `count` characters.
  ///
  /// Default message: "FIELD must be at least COUNT characters".
  ///
  /// - Parameter count: The fewest user-perceived characters accepted; zero or less accepts
  ///   every value.
  /// - Returns: The rule, with the identifier `"minimumLength"`.
  public static func minimumLength(_ count: Int) -> ValidationRule {
    ValidationRule(id: "minimumLength", kind: .minimumLength(max(0, count)))
  }

  /// The value must have at most `count` characters.
  ///
  /// Default message: "FIELD must be at most COUNT characters".
  ///
  /// - Parameter count: The most user-perceived characters accepted; zero or less accepts only
  ///   the empty value.
  /// - Returns: The rule, with the identifier `"maximumLength"`.
  public static func maximumLength(_ count: Int) -> ValidationRule {
    ValidationRule(id: "maximumLength", kind: .maximumLength(max(0, count)))
  }

  /// The whole value must match a regular expression.
  ///
  /// The pattern uses the ICU syntax of `NSRegularExpression` and must match the entire value,
  /// not a part of it. A pattern that does not compile never crashes: every value then fails
  /// with an issue that quotes the pattern and says it is invalid, whatever message was set.
  /// Default message: "FIELD is not in the expected format".
  ///
  /// - Parameter pattern: The regular expression the value must match.
  /// - Returns: The rule, with the identifier `"matches"`.
  public static func matches(_ pattern: String) -> ValidationRule {
    ValidationRule(
      id: "matches", kind: .matches(pattern: pattern, compiled: WholeValuePattern(pattern)))
  }

  /// The value must be one of the given values, exactly.
  ///
  /// Strings compare by canonical equivalence, so a precomposed "é" equals "e" followed by a
  /// combining accent. Default message: "FIELD must be one of: A, B, C", values sorted.
  ///
  /// - Parameter values: The accepted values.
  /// - Returns: The rule, with the identifier `"oneOf"`.
  public static func oneOf(_ values: Set<String>) -> ValidationRule {
    ValidationRule(id: "oneOf", kind: .oneOf(values))
  }

  /// The value must pass a check of your own.
  ///
  /// - Parameters:
  ///   - id: The identifier reported when the check fails.
  ///   - message: The message reported when the check fails.
  ///   - check: Returns `true` when the value is valid.
  /// - Returns: The rule.
  public static func custom(
    id: String,
    message: String,
    _ check: @escaping @Sendable (String) -> Bool
  ) -> ValidationRule {
    ValidationRule(id: id, kind: .custom(message: message, check: check))
  }

  /// The value must pass every one of the rules.
  ///
  /// Reports the issues of each failing rule, in order; with a message set through
  /// ``withMessage(_:)``, reports a single issue with the identifier `"allOf"` instead.
  /// An empty list accepts every value.
  ///
  /// - Parameter rules: The rules that must all pass.
  /// - Returns: The combined rule, with the identifier `"allOf"`.
  public static func allOf(_ rules: [ValidationRule]) -> ValidationRule {
    ValidationRule(id: "allOf", kind: .allOf(rules))
  }

  /// The value must pass at least one of the rules.
  ///
  /// When all fail, reports one issue with the identifier `"anyOf"`, whose default message
  /// joins the failing rules' messages with "or". An empty list accepts every value.
  ///
  /// - Parameter rules: The alternatives, of which one must pass.
  /// - Returns: The combined rule, with the identifier `"anyOf"`.
  public static func anyOf(_ rules: [ValidationRule]) -> ValidationRule {
    ValidationRule(id: "anyOf", kind: .anyOf(rules))
  }

  /// Returns the same rule with its message replaced.
  ///
  /// The message is used as it is, without the field's label.
  ///
  /// - Parameter message: The message to report when the rule fails.
  /// - Returns: A copy of the rule that reports `message`.
  public func withMessage(_ message: String) -> ValidationRule {
    ValidationRule(id: id, kind: kind, messageOverride: message)
  }
}
