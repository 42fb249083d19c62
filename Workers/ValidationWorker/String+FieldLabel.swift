import Foundation

extension String {
  /// The field label as the subject that opens a message: "This field" when the label is blank,
  /// otherwise the label trimmed, its first letter capitalised ("password" → "Password").
  var messageSubject: String {
    let label = trimmingCharacters(in: .whitespacesAndNewlines)
    guard let first = label.first else { return "This field" }
    return first.uppercased() + label.dropFirst()
  }
}
