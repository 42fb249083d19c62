/// A value copy of what the stage shows: the top scene, its elements and the alert.
///
/// The name and title are those of the scene a person is in (``Stage/topScene``): through tabs
/// and stacks, the scene they show; the elements are the top scene's, with each shown child's
/// elements inside the slot that shows it.
///
/// Both renderers work from it, scripts check expectations against it, and hosts in other
/// languages receive it as JSON (see ``JSONRenderer`` for the schema).
public struct ScreenSnapshot: Sendable, Equatable, Codable {
  /// The top scene's name, or `nil` when the stage is empty.
  public var scene: String?
  /// The top scene's title.
  public var title: String
  /// Whether the top scene is modal.
  public var isModal: Bool
  /// The top scene's top-level elements, hidden ones included.
  public var elements: [ElementSnapshot] {
    didSet { index = nil }
  }
  /// The alert that is up, if any.
  public var alert: AlertSnapshot?
  /// Where each element is, when the stage had made it: finds an element without a walk.
  /// Changing the elements' values keeps it right; changing which elements there are does not,
  /// so such a change drops it.
  private(set) var index: ScreenIndex?

  enum CodingKeys: String, CodingKey {
    case scene, title, elements, alert
    case isModal = "modal"
  }

  /// Whether two screens show the same; how each finds its elements does not count.
  ///
  /// - Parameters:
  ///   - lhs: A screen.
  ///   - rhs: Another screen.
  /// - Returns: Whether they are equal.
  public static func == (lhs: ScreenSnapshot, rhs: ScreenSnapshot) -> Bool {
    lhs.scene == rhs.scene && lhs.title == rhs.title && lhs.isModal == rhs.isModal
      && lhs.alert == rhs.alert && lhs.elements == rhs.elements
  }

  /// Encodes the screen; `scene` is written as `null` on an empty stage, as the schema says.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: What the encoder throws.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(scene, forKey: .scene)
    try container.encode(title, forKey: .title)
    try container.encode(isModal, forKey: .isModal)
    try container.encode(elements, forKey: .elements)
    try container.encodeIfPresent(alert, forKey: .alert)
  }

  /// Finds an element of the top scene by id, hidden or not.
  ///
  /// - Parameter id: The element's id.
  /// - Returns: The element's snapshot, or `nil`.
  public func element(withID id: String) -> ElementSnapshot? {
    locate(id)?.element
  }

  /// Whether an element of the top scene, found by id, or a stack or slot around it is hidden.
  ///
  /// - Parameter id: The element's id.
  /// - Returns: Whether it is concealed, or `nil` if there is no such element.
  public func isElementConcealed(withID id: String) -> Bool? {
    locate(id)?.isConcealed
  }

  /// Whether more than one element of the top scene has the id, as when a scene and a child
  /// scene it shows share one; an id then names no element an input or a check can pick.
  ///
  /// - Parameter id: The element's id.
  /// - Returns: Whether two or more elements have it.
  package func isElementIDShared(_ id: String) -> Bool {
    if let index {
      return index.node(withID: id)?.isAmbiguous ?? false
    }
    func count(in elements: [ElementSnapshot]) -> Int {
      elements.reduce(0) { $0 + ($1.id == id ? 1 : 0) + count(in: $1.children ?? []) }
    }
    return count(in: elements) > 1
  }

  private func locate(_ id: String) -> (element: ElementSnapshot, isConcealed: Bool)? {
    if let index, let (node, _) = index.node(withID: id) {
      return ElementSnapshot.element(at: index.path(to: node), in: elements)
    }
    if index != nil {
      return nil
    }
    for element in elements {
      if let found = element.locate(id) {
        return found
      }
    }
    return nil
  }
}

extension ScreenSnapshot {
  /// Copies what a stage shows.
  ///
  /// - Parameter stage: The stage to copy.
  @MainActor
  public init(of stage: Stage) {
    self = stage.snapshot()
  }
}
