/// A container that lays its children out top to bottom.
///
/// Every view has one at its root; views nest more to group elements that show and hide
/// together. Hiding a stack hides everything in it.
@MainActor
public final class VerticalStack: Element {
  /// The elements inside, top to bottom.
  public private(set) var children: [Element]

  /// Creates a stack.
  ///
  /// - Parameters:
  ///   - id: The element's id, unique within its view.
  ///   - children: The elements inside, top to bottom.
  public init(id: String, children: [Element] = []) {
    self.children = children
    super.init(id: id, kind: .stack)
  }

  /// Adds elements below the existing ones.
  ///
  /// - Parameter elements: The elements to add, top to bottom.
  public func add(_ elements: Element...) {
    children.append(contentsOf: elements)
  }

  /// Removes an element from the stack, if it is a direct child.
  ///
  /// - Parameter element: The element to remove.
  public func remove(_ element: Element) {
    children.removeAll { $0 === element }
  }

  /// Finds the element with an id among the descendants, depth first.
  ///
  /// - Parameter id: The id to look for.
  /// - Returns: The element and whether it or any stack around it is hidden, or `nil`.
  func find(_ id: String) -> (element: Element, isConcealed: Bool)? {
    for child in children {
      if child.id == id {
        return (child, child.isHidden)
      }
      if let stack = child as? VerticalStack, let found = stack.find(id) {
        return (found.element, found.isConcealed || stack.isHidden)
      }
    }
    return nil
  }
}
