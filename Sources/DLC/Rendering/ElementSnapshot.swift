/// A value copy of one element, as the renderers, scripts and hosts see it.
///
/// Its JSON form is part of the documented schema (see ``JSONRenderer``): keys are written
/// only where they apply to the element's kind.
public struct ElementSnapshot: Sendable, Equatable, Codable {
  /// The element's id.
  public var id: String
  /// The element's kind.
  public var kind: ElementKind
  /// The text a person sees: a label's text, a field's text (masked if secure), a button's title.
  public var text: String?
  /// A field's hint while empty.
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
  /// A stack's children.
  public var children: [ElementSnapshot]?

  enum CodingKeys: String, CodingKey {
    case id, kind, text, placeholder, rows, selectedRow, children
    case isSecure = "secure"
    case isEnabled = "enabled"
    case isHidden = "hidden"
  }

  /// The character a secure field shows for each character of its text.
  public static let maskCharacter: Character = "*"

  /// Copies an element and, for a stack, everything inside it.
  ///
  /// - Parameter element: The element to copy.
  @MainActor
  public init(of element: Element) {
    id = element.id
    kind = element.kind
    isEnabled = element.isEnabled
    isHidden = element.isHidden
    switch element {
    case let label as Label:
      text = label.text
    case let field as TextField:
      text =
        field.isSecure ? String(repeating: Self.maskCharacter, count: field.text.count) : field.text
      placeholder = field.placeholder
      isSecure = field.isSecure
    case let button as Button:
      text = button.title
    case let list as ListView:
      rows = list.rows
      selectedRow = list.selectedIndex.map { $0 + 1 }
    case let stack as VerticalStack:
      children = stack.children.map(ElementSnapshot.init(of:))
    default:
      break
    }
  }

  /// Finds the element with an id here or among the descendants, depth first.
  ///
  /// - Parameter id: The id to look for.
  /// - Returns: The element's snapshot, or `nil`.
  public func find(_ id: String) -> ElementSnapshot? {
    if self.id == id {
      return self
    }
    for child in children ?? [] {
      if let found = child.find(id) {
        return found
      }
    }
    return nil
  }
}
