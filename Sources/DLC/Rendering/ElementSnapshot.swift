/// A value copy of one element, as the renderers, scripts and hosts see it.
///
/// Its JSON form is part of the documented schema (see ``JSONRenderer``): keys are written
/// only where they apply to the element's kind.
public struct ElementSnapshot: Sendable, Equatable, Codable {
  /// The element's id.
  public var id: String
  /// The element's kind.
  public var kind: ElementKind
  /// The text a person sees: a label's text, a field's or text area's text (masked if secure),
  /// a button's or switch's title, a choice's chosen option, a tab bar's selected tab, an
  /// image's description, a progress's percentage or "working".
  public var text: String?
  /// A choice's title, or the title of the child scene a slot shows.
  public var title: String?
  /// A field's or text area's hint while empty.
  public var placeholder: String?
  /// Whether a field is secure; only fields carry it.
  public var isSecure: Bool?
  /// Whether the element accepts input.
  public var isEnabled: Bool
  /// Whether the element itself is hidden.
  public var isHidden: Bool
  /// A list's rows.
  public var rows: [String]?
  /// A list's selected row, counted from 1.
  public var selectedRow: Int?
  /// A stack's children, or the elements of the child scene a slot shows.
  public var children: [ElementSnapshot]?
  /// Whether a switch is on.
  public var isOn: Bool?
  /// A choice's options, or a tab bar's titles, in order.
  public var options: [String]?
  /// An image's size, if known.
  public var size: ImageSize?
  /// A progress's fraction done, from 0 to 1; absent when indeterminate.
  public var fraction: Double?
  /// The name of the child scene a slot shows; its elements are the slot's ``children``.
  public var scene: String?

  enum CodingKeys: String, CodingKey {
    case id, kind, text, title, placeholder, rows, selectedRow, children, options, size, fraction
    case scene
    case isOn = "on"
    case isSecure = "secure"
    case isEnabled = "enabled"
    case isHidden = "hidden"
  }

  /// The character a secure field shows for each character of its text.
  public static let maskCharacter: Character = "*"

  /// Copies an element and, for a stack or a slot, everything inside it.
  ///
  /// - Parameter element: The element to copy.
  @MainActor
  public init(of element: Element) {
    id = element.id
    kind = element.kind
    isEnabled = element.isEnabled
    isHidden = element.isHidden
    element.describe(into: &self)
    if kind != .field, kind != .textArea {
      shortenForDisplay()
    }
  }

  /// Shortens every text the element shows that is longer than a display shows.
  private mutating func shortenForDisplay() {
    text = text.map(DisplayText.shortened)
    title = title.map(DisplayText.shortened)
    if let rows, rows.contains(where: { $0.utf8.count > DisplayText.maximumLength }) {
      self.rows = rows.map(DisplayText.shortened)
    }
    if let options, options.contains(where: { $0.utf8.count > DisplayText.maximumLength }) {
      self.options = options.map(DisplayText.shortened)
    }
  }

  /// Finds the element with an id here or among the descendants, depth first.
  ///
  /// - Parameter id: The id to look for.
  /// - Returns: The element's snapshot, or `nil`.
  public func find(_ id: String) -> ElementSnapshot? {
    locate(id)?.element
  }
}
