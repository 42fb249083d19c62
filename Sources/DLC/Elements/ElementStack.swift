/// A container of elements: what the vertical and horizontal stacks share.
///
/// Hiding a stack hides everything in it; ids are looked up through every level of nesting.
@MainActor
public class ElementStack: Element {
  /// The elements inside, in order.
  public var children: [Element] { elements }

  /// The storage of ``children``. Internal, and only ever replaced whole, so that the compiler
  /// can prove no access to it overlaps another and drop the run-time exclusivity check that a
  /// public stored property pays on every read: every lookup and snapshot reads it.
  private(set) var elements: [Element] {
    didSet { ScreenChanges.note(self, isStructural: true) }
  }

  init(id: String, kind: ElementKind, children: [Element]) {
    self.elements = children
    super.init(id: id, kind: kind)
  }

  /// Adds elements after the existing ones.
  ///
  /// - Parameter elements: The elements to add, in order.
  public func add(_ elements: Element...) {
    self.elements = self.elements + elements
  }

  /// Removes an element from the stack, if it is a direct child.
  ///
  /// - Parameter element: The element to remove.
  public func remove(_ element: Element) {
    elements = elements.filter { $0 !== element }
  }

  /// Every element not hidden, at any depth, the elements of shown child scenes included, in
  /// order.
  func visibleElements() -> [Element] {
    var visible: [Element] = []
    for child in elements where !child.isHidden {
      visible.append(child)
      if let stack = child as? ElementStack {
        visible += stack.visibleElements()
      } else if let slot = child as? SceneSlot, let scene = slot.scene {
        visible += scene.elementRoot.visibleElements()
      }
    }
    return visible
  }

  /// Finds an element by id at any depth, the elements of shown child scenes included, and
  /// whether it or a stack or slot around it is hidden.
  override func find(_ id: String) -> (element: Element, isConcealed: Bool)? {
    // Returns at the first match, with no array: every input and every read of an element
    // looks an id up.
    for child in elements {
      if child.id == id {
        return (child, child.isHidden)
      }
      if let found = child.find(id) {
        return (found.element, found.isConcealed || child.isHidden)
      }
    }
    return nil
  }

  override func describe(into snapshot: inout ElementSnapshot) {
    snapshot.children = elements.map { ElementSnapshot(of: $0) }
  }
}
