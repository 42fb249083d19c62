extension FormRule {
  /// What a form rule checks.
  enum Kind: Sendable {
    case fieldsEqual(String, String)
    case requiredWhen(String, other: String)
    case custom(message: String, check: @Sendable ([String: String]) -> Bool)
  }
}
