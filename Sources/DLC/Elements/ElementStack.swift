/// A container of elements: what the vertical and horizontal stacks share.
///
/// Hiding a stack hides everything in it; ids are looked up through every level of nesting.
@MainActor
public class ElementStack: Element {
  /// The elements inside, in order.
  public private(set) var children: [Element]

  init(id: String, kind: ElementKind, children: [Element]) {
    self.children = children
    super.init(id: id, kind: kind)
  }

  /// Adds elements after the existing ones.
  ///
  /// - Parameter elements: The elements to add, in order.
  public func add(_ elements: Element...) {
    children.append(contentsOf: elements)
  }

  /// Removes an element from the stack, if it is a direct child.
  ///
  /// - Parameter element: The element to remove.
  public func remove(_ element: Element) {
    children.removeAll { $0 === element }
  }

  /// Every element not hidden, at any depth, the elements of shown child scenes included, in
  /// order.
  func visibleElements() -> [Element] {
    var elements: [Element] = []
    for child in children where !child.isHidden {
      elements.append(child)
      if let stack = child as? ElementStack {
        elements += stack.visibleElements()
      } else if let slot = child as? SceneSlot, let scene = slot.scene {
        elements += scene.view.root.visibleElements()
      }
    }
    return elements
  }

  /// Finds an element by id at any depth, the elements of shown child scenes included, and
  /// whether it or a stack or slot around it is hidden.
  func find(_ id: String) -> (element: Element, isConcealed: Bool)? {
    // Returns at the first match, with no array: every input and every read of an element
    // looks an id up.
    for child in children {
      if child.id == id {
        return (child, child.isHidden)
      }
      let found =
        (child as? ElementStack)?.find(id)
        ?? (child as? SceneSlot)?.scene?.view.root.find(id)
      if let found {
        return (found.element, found.isConcealed || child.isHidden)
      }
    }
    return nil
  }

  /// The elements with an id at any depth, the elements of shown child scenes included, in
  /// order, up to a limit: two are enough to tell that an id is ambiguous.
  func matches(for id: String, limit: Int) -> [(element: Element, isConcealed: Bool)] {
    var found: [(element: Element, isConcealed: Bool)] = []
    collect(id, isConcealed: false, limit: limit, into: &found)
    return found
  }

  private func collect(
    _ id: String,
    isConcealed: Bool,
    limit: Int,
    into found: inout [(element: Element, isConcealed: Bool)]
  ) {
    for child in children where found.count < limit {
      let isChildConcealed = isConcealed || child.isHidden
      if child.id == id {
        found.append((child, isChildConcealed))
      }
      if let stack = child as? ElementStack {
        stack.collect(id, isConcealed: isChildConcealed, limit: limit, into: &found)
      } else if let slot = child as? SceneSlot, let scene = slot.scene {
        scene.view.root.collect(id, isConcealed: isChildConcealed, limit: limit, into: &found)
      }
    }
  }
}
