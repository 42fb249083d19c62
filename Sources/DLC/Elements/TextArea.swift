/// Several lines of editable text, such as a note; typed into like a field, with `\n` between
/// lines in a script.
@MainActor
public final class TextArea: TextInput {
  /// Creates a text area.
  ///
  /// - Parameters:
  ///   - id: The element's id, unique within its view.
  ///   - text: The text at first, its lines separated by line breaks.
  ///   - placeholder: The hint shown while the text is empty.
  public init(id: String, text: String = "", placeholder: String = "") {
    super.init(id: id, kind: .textArea, text: text, placeholder: placeholder)
  }
}
