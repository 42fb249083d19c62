/// A line of text the scene shows, such as a greeting, a status or an error message.
@MainActor
public final class Label: Element {
  /// The text shown.
  public var text: String {
    get { shownText }
    set { shownText = newValue }
  }

  /// The storage of ``text``. Private, so that the compiler can prove no access to it overlaps
  /// another and drop the run-time exclusivity check that a public stored property pays on every
  /// read: every snapshot of a screen the label is on reads it.
  private var shownText: String {
    didSet { noteChange() }
  }

  /// Creates a label.
  ///
  /// - Parameters:
  ///   - id: The element's id, unique within its view.
  ///   - text: The text shown at first.
  public init(id: String, text: String = "") {
    shownText = text
    super.init(id: id, kind: .label)
  }

  override func describe(into snapshot: inout ElementSnapshot) {
    snapshot.text = shownText
  }
}
