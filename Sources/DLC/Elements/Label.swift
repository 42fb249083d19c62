/// A line of text the scene shows, such as a greeting, a status or an error message.
@MainActor
public final class Label: Element {
  /// The text shown.
  public var text: String {
    didSet { noteChange() }
  }

  /// Creates a label.
  ///
  /// - Parameters:
  ///   - id: The element's id, unique within its view.
  ///   - text: The text shown at first.
  public init(id: String, text: String = "") {
    self.text = text
    super.init(id: id, kind: .label)
  }

  override func describe(into snapshot: inout ElementSnapshot) {
    snapshot.text = text
  }
}
