/// What the elements a person types into share: a text, a hint while it is empty, and the
/// event that typing fires. ``TextField`` holds one line, ``TextArea`` several.
///
/// Setting ``text`` from code (as a presenter does) fires no event. Input from a person or a
/// script arrives through the ``Stage``, which replaces the text and then calls ``onChange``.
@MainActor
public class TextInput: Element {
  /// The current text.
  public var text: String {
    get { currentText }
    set { currentText = newValue }
  }

  /// The hint shown while the text is empty.
  public var placeholder: String {
    get { hint }
    set { hint = newValue }
  }

  // The storage of `text` and `placeholder`. Private, so that the compiler can prove no access
  // to them overlaps another and drop the run-time exclusivity check that a public stored
  // property pays on every read: every snapshot of a screen the input is on reads them.
  private var currentText: String {
    didSet { noteChange() }
  }
  private var hint: String {
    didSet { noteChange() }
  }

  /// Called with the new text after a person or a script changes it.
  public var onChange: (@MainActor (String) -> Void)?

  init(id: String, kind: ElementKind, text: String, placeholder: String) {
    currentText = text
    hint = placeholder
    super.init(id: id, kind: kind)
  }

  /// Replaces the text as typed input does, then fires ``onChange``.
  func receiveInput(_ newText: String) {
    text = newText
    onChange?(newText)
  }

  override func describe(into snapshot: inout ElementSnapshot) {
    snapshot.text = currentText
    snapshot.placeholder = hint
  }
}
