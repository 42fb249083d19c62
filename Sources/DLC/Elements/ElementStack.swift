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

  /// Finds an element by id at any depth, and whether it or a stack around it is hidden.
  func find(_ id: String) -> (element: Element, isConcealed: Bool)? {
    for child in children {
      if child.id == id {
        return (child, child.isHidden)
      }
      if let stack = child as? ElementStack, let found = stack.find(id) {
        return (found.element, found.isConcealed || stack.isHidden)
      }
    }
    return nil
  }
}
