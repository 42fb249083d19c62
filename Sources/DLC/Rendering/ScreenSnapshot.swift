/// A value copy of what the stage shows: the top scene, its elements and the alert.
///
/// For a container scene (tabs, say) the name and title are those of the innermost child it
/// shows, the scene a person is in, and the elements are the container's, with each shown
/// child's elements inside the slot that shows it.
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
  public var elements: [ElementSnapshot]
  /// The alert that is up, if any.
  public var alert: AlertSnapshot?

  enum CodingKeys: String, CodingKey {
    case scene, title, elements, alert
    case isModal = "modal"
  }

  /// Copies what a stage shows.
  ///
  /// - Parameter stage: The stage to copy.
  @MainActor
  public init(of stage: Stage) {
    let shown = stage.topScene
    scene = shown?.name
    title = shown?.title ?? ""
    isModal = stage.isShowingModal
    // A closure, not `ElementSnapshot.init(of:)` itself: a reference to a main-actor function
    // is wrapped in a check of the actor it runs on, made for every element.
    elements = stage.frontScene?.elementRoot.children.map { ElementSnapshot(of: $0) } ?? []
    alert = stage.alert.map(AlertSnapshot.init(of:))
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
    for element in elements {
      if let found = element.find(id) {
        return found
      }
    }
    return nil
  }
}
