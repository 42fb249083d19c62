/// Several lines of editable text, such as a note; typed into like a field, with `\n` between
/// lines in a script.
@MainActor
public final class TextArea: Element {
  /// The text, its lines separated by line breaks.
  public var text: String {
    didSet { noteChange() }
  }

  /// The hint shown while the text is empty.
  public var placeholder: String {
    didSet { noteChange() }
  }

  /// Called with the new text when a person or a script types into the enabled, visible area.
  public var onChange: (@MainActor (String) -> Void)?

  /// Creates a text area.
  ///
  /// - Parameters:
  ///   - id: The element's id, unique within its view.
  ///   - text: The text at first.
  ///   - placeholder: The hint shown while the text is empty.
  public init(id: String, text: String = "", placeholder: String = "") {
    self.text = text
    self.placeholder = placeholder
    super.init(id: id, kind: .textArea)
  }

  func receiveInput(_ newText: String) {
    text = newText
    onChange?(newText)
  }
}
