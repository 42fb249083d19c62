/// The place in a view where a child scene shows: a container scene puts one in its view and
/// shows a child in it with ``SceneController/show(_:in:)``.
///
/// The renderers draw the shown child's elements in the slot's place, and inputs reach them
/// there, so a screen is the parent's elements with the child's among them. Ids must stay
/// unambiguous on a screen: a child's element ids must differ from its parent's and from those
/// of every other child shown at the same time. The stage refuses an input, naming both, when
/// two elements on the screen share an id.
@MainActor
public final class SceneSlot: Element {
  /// The child scene shown in the slot, if any.
  public internal(set) var scene: SceneController? {
    didSet { ScreenChanges.note(self, isStructural: true) }
  }

  /// Creates an empty slot.
  ///
  /// - Parameter id: The slot's id, unique within its view.
  public init(id: String) {
    super.init(id: id, kind: .scene)
  }

  /// Finds an element by id among the shown child scene's, and whether it or a stack around it
  /// is hidden.
  override func find(_ id: String) -> (element: Element, isConcealed: Bool)? {
    scene?.elementRoot.find(id)
  }

  override func describe(into snapshot: inout ElementSnapshot) {
    snapshot.scene = scene?.name
    snapshot.title = scene?.title
    snapshot.children = scene?.elementRoot.elements.map { ElementSnapshot(of: $0) } ?? []
  }
}
