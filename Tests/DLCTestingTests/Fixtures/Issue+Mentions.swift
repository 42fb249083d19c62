import Testing

extension Issue {
  /// Whether the issue's comments contain every one of the texts.
  func mentions(_ texts: String...) -> Bool {
    let comment = comments.map(\.rawValue).joined(separator: "\n")
    return texts.allSatisfy { comment.contains($0) }
  }
}
