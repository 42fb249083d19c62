/// Something a person taps; it can be disabled.
@MainActor
public final class Button: Element {
  /// The title shown on the button.
  public var title: String {
    get { shownTitle }
    set { shownTitle = newValue }
  }

  /// The storage of ``title``. Private, so that the compiler can prove no access to it overlaps
  /// another and drop the run-time exclusivity check that a public stored property pays on every
  /// read: every snapshot of a screen the button is on reads it.
  private var shownTitle: String {
    didSet { noteChange() }
  }

  /// Called when a person or a script taps the enabled, visible button.
  public var onTap: (@MainActor () -> Void)?

  /// Creates a button.
  ///
  /// - Parameters:
  ///   - id: The element's id, unique within its view.
  ///   - title: The title shown on the button.
  public init(id: String, title: String) {
    shownTitle = title
    super.init(id: id, kind: .button)
  }

  func receiveTap() {
    onTap?()
  }

  override func describe(into snapshot: inout ElementSnapshot) {
    snapshot.text = shownTitle
  }
}
