/// A line of editable text; a secure field is rendered masked.
@MainActor
public final class TextField: TextInput {
  /// Whether the text is a secret, such as a password, and is masked whenever rendered.
  public let isSecure: Bool

  /// Creates a text field.
  ///
  /// - Parameters:
  ///   - id: The element's id, unique within its view.
  ///   - text: The text at first.
  ///   - placeholder: The hint shown while the field is empty.
  ///   - isSecure: Whether the text is masked when rendered.
  public init(id: String, text: String = "", placeholder: String = "", isSecure: Bool = false) {
    self.isSecure = isSecure
    super.init(id: id, kind: .field, text: text, placeholder: placeholder)
  }

  override func describe(into snapshot: inout ElementSnapshot) {
    super.describe(into: &snapshot)
    snapshot.isSecure = isSecure
    if isSecure {
      snapshot.text = String(repeating: ElementSnapshot.maskCharacter, count: text.count)
    }
  }
}
