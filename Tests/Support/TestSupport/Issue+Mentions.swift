public import Testing

extension Issue {
  /// Whether the issue's comments contain every one of the texts.
  ///
  /// - Parameter texts: The texts to look for.
  /// - Returns: `true` when each text is in the comments.
  public func mentions(_ texts: String...) -> Bool {
    let comment = comments.map(\.rawValue).joined(separator: "\n")
    return texts.allSatisfy { comment.contains($0) }
  }
}
