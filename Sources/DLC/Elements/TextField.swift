/// A line of editable text; a secure field is rendered masked.
///
/// Setting ``text`` from code (as a presenter does) fires no event. Input from a person or a
/// script arrives through the ``Stage``, which replaces the text and then calls ``onChange``.
@MainActor
public final class TextField: Element {
  /// The current text.
  public var text: String {
    didSet { noteChange() }
  }

  /// The hint shown while the field is empty.
  public var placeholder: String {
    didSet { noteChange() }
  }

  /// Whether the text is a secret, such as a password, and is masked whenever rendered.
  public let isSecure: Bool

  /// Called with the new text after a person or a script changes it.
  public var onChange: (@MainActor (String) -> Void)?

  /// Creates a text field.
  ///
  /// - Parameters:
  ///   - id: The element's id, unique within its view.
  ///   - text: The text at first.
  ///   - placeholder: The hint shown while the field is empty.
  ///   - isSecure: Whether the text is masked when rendered.
  public init(id: String, text: String = "", placeholder: String = "", isSecure: Bool = false) {
    self.text = text
    self.placeholder = placeholder
    self.isSecure = isSecure
    super.init(id: id, kind: .field)
  }

  /// Replaces the text as typed input does, then fires ``onChange``.
  func receiveInput(_ newText: String) {
    text = newText
    onChange?(newText)
  }
}
