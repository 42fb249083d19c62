extension ValidationRule {
  /// What a rule checks, with what it needs to check it.
  enum Kind: Sendable {
    case required
    case minimumLength(Int)
    case maximumLength(Int)
    case email
    /// `compiled` is `nil` when `pattern` is not a valid regular expression.
    case matches(pattern: String, compiled: WholeValuePattern?)
    case oneOf(Set<String>)
    case custom(message: String, check: @Sendable (String) -> Bool)
    case allOf([ValidationRule])
    case anyOf([ValidationRule])
  }
}
