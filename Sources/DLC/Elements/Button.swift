/// Something a person taps; it can be disabled.
@MainActor
public final class Button: Element {
  /// The title shown on the button.
  public var title: String {
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
    self.title = title
    super.init(id: id, kind: .button)
  }

  func receiveTap() {
    onTap?()
  }

  override func describe(into snapshot: inout ElementSnapshot) {
    snapshot.text = title
  }
}
