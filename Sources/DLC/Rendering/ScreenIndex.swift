/// Where each element of one screen sits, found by id or by object, so that an input, an
/// expectation or the copy of one changed element need not walk the whole screen.
///
/// A position is a path of indices from the screen's top-level elements down through stacks'
/// children and the elements of the child scenes that slots show, as in a ``ScreenSnapshot``.
/// An index describes the screen's shape when it was made: which elements hold which. It is
/// made again when that shape changes, and is immutable, so snapshots carry it.
final class ScreenIndex: Sendable {
  /// An element's place: the node of what holds it, and its position there.
  private struct Node: Sendable {
    /// The node of the stack or slot that holds it, or `-1` for a top-level element.
    var parent: Int
    /// Its index among the elements that hold it.
    var position: Int
  }

  /// The elements with one id: the first, depth first, and how many there are, up to two.
  private struct Matches: Sendable {
    var first: Int
    var count: Int
  }

  private let nodes: [Node]
  private let matchesByID: [String: Matches]
  /// The same as ``matchesByID`` on a small screen, searched in order: comparing a few short
  /// ids costs less than hashing one, and an input on a small form is the commonest lookup.
  private let smallMatches: [(id: String, matches: Matches)]?
  /// Elements by object, and the child scenes that slots show (with their root stacks) by
  /// the slot's node; the screen's own root stack is ``rootNode``.
  private let nodesByObject: [ObjectIdentifier: Int]

  private static let mostSearchedInOrder = 8

  /// The node that stands for the screen's root stack: a change there is a change of all.
  static let rootNode = -1

  /// Indexes the elements a root stack holds, at any depth, shown child scenes' included.
  ///
  /// - Parameter root: The front scene's root stack.
  @MainActor
  init(root: VerticalStack) {
    var nodes: [Node] = []
    var matchesByID: [String: Matches] = [:]
    var nodesByObject: [ObjectIdentifier: Int] = [ObjectIdentifier(root): Self.rootNode]
    func visit(_ elements: [Element], parent: Int) {
      for (position, element) in elements.enumerated() {
        let node = nodes.count
        nodes.append(Node(parent: parent, position: position))
        nodesByObject[ObjectIdentifier(element)] = node
        if let matches = matchesByID[element.id] {
          matchesByID[element.id] = Matches(first: matches.first, count: min(matches.count + 1, 2))
        } else {
          matchesByID[element.id] = Matches(first: node, count: 1)
        }
        if let stack = element as? ElementStack {
          visit(stack.elements, parent: node)
        } else if let slot = element as? SceneSlot, let scene = slot.scene {
          let childRoot = scene.elementRoot
          nodesByObject[ObjectIdentifier(scene)] = node
          nodesByObject[ObjectIdentifier(childRoot)] = node
          visit(childRoot.elements, parent: node)
        }
      }
    }
    visit(root.elements, parent: Self.rootNode)
    self.nodes = nodes
    if matchesByID.count <= Self.mostSearchedInOrder {
      smallMatches = matchesByID.map { ($0.key, $0.value) }
      self.matchesByID = [:]
    } else {
      smallMatches = nil
      self.matchesByID = matchesByID
    }
    self.nodesByObject = nodesByObject
  }

  /// The node of the first element with an id, depth first, and whether another has it too.
  ///
  /// - Parameter id: The id.
  /// - Returns: The node and whether the id is ambiguous, or `nil` if no element has it.
  func node(withID id: String) -> (node: Int, isAmbiguous: Bool)? {
    if let smallMatches {
      for entry in smallMatches where entry.id == id {
        return (entry.matches.first, entry.matches.count > 1)
      }
      return nil
    }
    return matchesByID[id].map { ($0.first, $0.count > 1) }
  }

  /// The node of an element, a shown child scene or its root stack (the node of its slot), or
  /// ``rootNode`` for the screen's root stack.
  ///
  /// - Parameter object: What to look for.
  /// - Returns: The node, or `nil` if it is not on this screen.
  func node(of object: ObjectIdentifier) -> Int? {
    nodesByObject[object]
  }

  /// The element at a node, found from the root stack the index was made of, and whether it or
  /// a stack or slot around it is hidden.
  ///
  /// - Parameters:
  ///   - node: A node of this index.
  ///   - root: The root stack the index was made of.
  /// - Returns: The element, or `nil` if the screen's shape is not the index's.
  @MainActor
  func element(at node: Int, under root: VerticalStack) -> (element: Element, isConcealed: Bool)? {
    let place = nodes[node]
    let siblings: [Element]
    var isConcealed = false
    if place.parent == Self.rootNode {
      siblings = root.elements
    } else {
      guard let holder = element(at: place.parent, under: root) else { return nil }
      isConcealed = holder.isConcealed
      if let stack = holder.element as? ElementStack {
        siblings = stack.elements
      } else if let slot = holder.element as? SceneSlot, let scene = slot.scene {
        siblings = scene.elementRoot.elements
      } else {
        return nil
      }
    }
    guard siblings.indices.contains(place.position) else { return nil }
    let element = siblings[place.position]
    return (element, isConcealed || element.isHidden)
  }

  /// The path of indices from the top-level elements to a node.
  ///
  /// - Parameter node: A node of this index.
  /// - Returns: The indices, outermost first.
  func path(to node: Int) -> [Int] {
    var path: [Int] = []
    var current = node
    while current != Self.rootNode {
      path.append(nodes[current].position)
      current = nodes[current].parent
    }
    path.reverse()
    return path
  }
}
