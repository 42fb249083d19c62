extension ElementSnapshot {
  /// The element at a path of indices through children (see ``ScreenIndex``), and whether it
  /// or an element around it is hidden.
  ///
  /// - Parameters:
  ///   - path: The indices, outermost first; not empty.
  ///   - elements: The top-level elements.
  /// - Returns: The element, or `nil` if the path leads nowhere.
  static func element(
    at path: [Int],
    in elements: [ElementSnapshot]
  ) -> (element: ElementSnapshot, isConcealed: Bool)? {
    var level = elements
    var found: ElementSnapshot?
    var isConcealed = false
    for position in path {
      guard level.indices.contains(position) else { return nil }
      let element = level[position]
      isConcealed = isConcealed || element.isHidden
      found = element
      level = element.children ?? []
    }
    return found.map { ($0, isConcealed) }
  }

  /// Finds the element with an id here or among the descendants, depth first, and whether it
  /// or an element around it is hidden.
  ///
  /// - Parameter id: The id to look for.
  /// - Returns: The element and whether it is concealed, or `nil`.
  func locate(_ id: String) -> (element: ElementSnapshot, isConcealed: Bool)? {
    if self.id == id {
      return (self, isHidden)
    }
    for child in children ?? [] {
      if let found = child.locate(id) {
        return (found.element, found.isConcealed || isHidden)
      }
    }
    return nil
  }

  /// Puts a new copy of one element in its place, changing the arrays on its path in place.
  ///
  /// - Parameters:
  ///   - path: The element's indices, outermost first; not empty.
  ///   - elements: The top-level elements.
  ///   - new: The new copy.
  /// - Returns: Whether the copy differs from the one it replaced.
  static func replace(
    at path: ArraySlice<Int>,
    in elements: inout [ElementSnapshot],
    with new: ElementSnapshot
  ) -> Bool {
    guard let position = path.first, elements.indices.contains(position) else { return false }
    guard path.count > 1 else {
      guard elements[position] != new else { return false }
      elements[position] = new
      return true
    }
    return elements[position].replaceDescendant(at: path.dropFirst(), with: new)
  }

  private mutating func replaceDescendant(at path: ArraySlice<Int>, with new: ElementSnapshot)
    -> Bool
  {
    guard children != nil else { return false }
    // Through the optional in place: unwrapping into a local would copy the array.
    var isChanged = false
    Self.modify(&children) { children in
      isChanged = Self.replace(at: path, in: &children, with: new)
    }
    return isChanged
  }

  private static func modify(
    _ children: inout [ElementSnapshot]?,
    _ body: (inout [ElementSnapshot]) -> Void
  ) {
    guard var unwrapped = children else { return }
    children = nil
    body(&unwrapped)
    children = unwrapped
  }
}
