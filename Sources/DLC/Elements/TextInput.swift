/// What the elements a person types into share: a text, a hint while it is empty, and the
/// event that typing fires. ``TextField`` holds one line, ``TextArea`` several.
///
/// Setting ``text`` from code (as a presenter does) fires no event. Input from a person or a
/// script arrives through the ``Stage``, which replaces the text and then calls ``onChange``.
@MainActor
public class TextInput: Element {
  /// The current text.
  public var text: String {
    didSet { noteChange() }
  }

  /// The hint shown while the text is empty.
  public var placeholder: String {
    didSet { noteChange() }
  }

  /// Called with the new text after a person or a script changes it.
  public var onChange: (@MainActor (String) -> Void)?

  init(id: String, kind: ElementKind, text: String, placeholder: String) {
    self.text = text
    self.placeholder = placeholder
    super.init(id: id, kind: kind)
  }

  /// Replaces the text as typed input does, then fires ``onChange``.
  func receiveInput(_ newText: String) {
    text = newText
    onChange?(newText)
  }

  override func describe(into snapshot: inout ElementSnapshot) {
    snapshot.text = text
    snapshot.placeholder = placeholder
  }
}
