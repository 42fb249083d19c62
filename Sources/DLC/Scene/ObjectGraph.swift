/// Finds the objects a root object holds, directly or through values, by reflection.
///
/// The walk follows stored properties (of the class and its superclasses), optionals,
/// collections, dictionaries, tuples, structs and enum payloads. It neither reports nor enters
/// what outlives a scene or belongs to someone else: actors, the stage and its work ledger,
/// clocks, other scenes' controllers, act containers, factories and applications, values of the
/// system libraries (copy-on-write storage, sessions), and whatever declares itself
/// ``SharedAcrossScenes`` (workers, the test kit's doubles and logs). Closures cannot be
/// reflected, so what only a closure captures is not found.
@MainActor
package enum ObjectGraph {
  /// An object found by the walk, with the property path that first reached it.
  package struct Part {
    /// The object.
    package let object: AnyObject
    /// The property path from the root, such as `logic.presenter`; empty for the root.
    package let path: String

    /// How a leak report names the part: its type, its owner and the path that reached it,
    /// such as `LoginPresenter of scene 'Login' at logic.presenter`.
    ///
    /// - Parameter owner: The root's name, such as `scene 'Login'`.
    /// - Returns: The part's name in a leak report.
    package func description(in owner: String) -> String {
      let location = path.isEmpty ? "" : " at \(path)"
      return "\(String(describing: type(of: object))) of \(owner)\(location)"
    }
  }

  /// A value still to look at, with the path that reached it and how far below an object it is.
  private struct Pending {
    let value: Any
    let path: PropertyPath
    let depth: Int
  }

  /// The modules of the toolchain, below DLC: their values are shared freely and never belong
  /// to a scene. Modules above DLC (workers, test kits, applications) are never named here: what
  /// of them outlives scenes declares it by conforming to ``SharedAcrossScenes``.
  private static let systemModules: Set<Substring> = [
    "Swift", "_Concurrency", "_StringProcessing", "Foundation", "FoundationEssentials",
    "FoundationInternationalization", "FoundationNetworking", "FoundationXML", "CoreFoundation",
    "Dispatch", "Synchronization", "Observation", "ObjectiveC", "Testing", "XCTest",
  ]

  /// The walk goes no deeper than this many values below an object, against runaway nesting.
  private static let maximumValueDepth = 32

  /// Every object reachable from `root`, the root first, each once.
  ///
  /// The walk goes breadth first, so each object is named by its shortest path: a view is
  /// found at `view` rather than through a presenter's weak reference to it.
  ///
  /// - Parameter root: Where the walk starts; it is reported even if it is a boundary type.
  /// - Returns: The objects found, each with the path of properties that reached it.
  package static func parts(of root: AnyObject) -> [Part] {
    var parts = [Part(object: root, path: "")]
    walk(from: root) { object, path in
      guard !isBoundary(object) else { return false }
      parts.append(Part(object: object, path: path.rendered()))
      return true
    } entersValue: { value, mirror in
      switch mirror.displayStyle {
      case .struct, .enum: !isShared(value)
      default: holdsMoreThanScalars(mirror)
      }
    }
    return parts
  }

  /// Walks breadth first from `root` through stored properties and the values they hold,
  /// meeting each object once.
  ///
  /// - Parameters:
  ///   - root: Where the walk starts; it is not met.
  ///   - limit: The most values the walk looks at.
  ///   - meetObject: Told of each object with its path; returns whether to walk into it.
  ///   - entersValue: Whether to walk into a value that is no object (a struct, an enum, an
  ///     optional, a collection, a tuple), given with its mirror.
  ///   - meetLeaf: Told of every other value: a function, a number, a string.
  private static func walk(
    from root: AnyObject, upTo limit: Int = .max,
    meetingObject meetObject: (AnyObject, PropertyPath) -> Bool,
    entersValue: (Any, Mirror) -> Bool = { _, _ in true },
    meetingLeaf meetLeaf: (Any, PropertyPath) -> Void = { _, _ in }
  ) {
    var visited: Set<ObjectIdentifier> = [ObjectIdentifier(root)]
    var queue = children(ofObject: root, path: .root)
    var head = 0
    while head < queue.count, head < limit {
      let next = queue[head]
      head += 1
      let mirror = Mirror(reflecting: next.value)
      switch mirror.displayStyle {
      case .class:
        let object = next.value as AnyObject
        guard visited.insert(ObjectIdentifier(object)).inserted, meetObject(object, next.path)
        else { continue }
        queue.append(contentsOf: children(ofObject: object, path: next.path))
      case .optional, .collection, .set, .dictionary, .tuple, .struct, .enum:
        guard next.depth < maximumValueDepth, entersValue(next.value, mirror) else { continue }
        queue.append(contentsOf: children(of: mirror, path: next.path, depth: next.depth + 1))
      default:
        meetLeaf(next.value, next.path)
      }
    }
  }

  private static func children(ofObject object: AnyObject, path: PropertyPath) -> [Pending] {
    var result: [Pending] = []
    var mirror: Mirror? = Mirror(reflecting: object)
    while let current = mirror {
      // The slot a child scene shows in belongs to its parent's view, which the parent frees.
      // The root stack a controller keeps is its view's, and is named where the view holds it.
      let skipped: Set<String> =
        current.subjectType == SceneController.self ? ["containingSlot", "loadedRoot"] : []
      result.append(contentsOf: children(of: current, path: path, depth: 0, skipping: skipped))
      mirror = current.superclassMirror
    }
    return result
  }

  private static func children(
    of mirror: Mirror, path: PropertyPath, depth: Int, skipping skipped: Set<String> = []
  ) -> [Pending] {
    mirror.children.enumerated().filter { !skipped.contains($0.element.label ?? "") }.map {
      index, child in
      Pending(
        value: child.value, path: extend(path, with: child.label, index: index, in: mirror),
        depth: depth)
    }
  }

  private static func extend(
    _ path: PropertyPath, with label: String?, index: Int, in mirror: Mirror
  ) -> PropertyPath {
    switch mirror.displayStyle {
    case .optional:
      return path
    case .collection, .set, .dictionary:
      return path.appending(.element(index))
    default:
      guard var label else { return path.appending(.named("\(index)")) }
      // Unlabelled tuple elements are labelled ".0", ".1"; lazy properties are stored under a
      // generated name. Show what the source declares.
      if label.hasPrefix(".") {
        label.removeFirst()
      }
      if label.hasPrefix("$__lazy_storage_$_") {
        label.removeFirst("$__lazy_storage_$_".count)
      }
      // A controller keeps its view in a private property; show the public name.
      if mirror.subjectType == SceneController.self, label == "loadedView" {
        label = "view"
      }
      // A stack keeps its children in an internal property; show the public name.
      if mirror.subjectType == ElementStack.self, label == "elements" {
        label = "children"
      }
      return path.appending(.named(label))
    }
  }

  /// Whether a container may hold objects: one whose first element is a plain value (a number,
  /// a string) is taken to hold only such values and is not walked element by element.
  private static func holdsMoreThanScalars(_ mirror: Mirror) -> Bool {
    guard let first = mirror.children.first else { return false }
    return mirror.displayStyle == .tuple || mirror.displayStyle == .optional
      || Mirror(reflecting: first.value).displayStyle != nil
  }

  private static func isBoundary(_ object: AnyObject) -> Bool {
    // A scene's link refers only back to its controller: bookkeeping, not a part to name.
    object is SceneLink || object is any Actor || object is Stage || object is WorkLedger
      || object is SceneController || object is any ActDependencyContainer
      || object is any ActFactory
      || object is any SceneApplication || object is any Clock
      || isShared(object)
  }

  /// Whether a value is declared shared by scenes, or is of the toolchain's libraries.
  private static func isShared(_ value: Any) -> Bool {
    value is any SharedAcrossScenes || systemModules.contains(moduleName(of: type(of: value)))
  }

  private static func moduleName(of type: Any.Type) -> Substring {
    let name = String(reflecting: type)
    return name.prefix { $0 != "." }
  }

  /// The objects outside a scene that the scene's parts reach, and that outlive it: act
  /// containers and applications, each with the path that first reached it from `root`.
  ///
  /// - Parameter root: The scene's controller.
  /// - Returns: The outliving objects, each once.
  package static func outliving(from root: AnyObject) -> [Part] {
    var found: [Part] = []
    var seen: Set<ObjectIdentifier> = []
    for part in parts(of: root) {
      for child in children(ofObject: part.object, path: .root) {
        let name = child.path.rendered()
        collectOutliving(
          child.value, path: part.path.isEmpty ? name : "\(part.path).\(name)", depth: 0,
          into: &found, seen: &seen)
      }
    }
    return found
  }

  private static func collectOutliving(
    _ value: Any, path: String, depth: Int, into found: inout [Part],
    seen: inout Set<ObjectIdentifier>
  ) {
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .class:
      let object = value as AnyObject
      guard object is any ActDependencyContainer || object is any SceneApplication,
        seen.insert(ObjectIdentifier(object)).inserted
      else { return }
      found.append(Part(object: object, path: path))
    case .optional where depth < 4:
      for child in mirror.children {
        collectOutliving(child.value, path: path, depth: depth + 1, into: &found, seen: &seen)
      }
    default:
      return
    }
  }

  /// What in an outliving object's graph holds one of `targets`, as far as reflection can
  /// tell: each object of them reached, named by its type and path from `root`; else each
  /// closure reached, which may hold them unseen.
  ///
  /// - Parameters:
  ///   - targets: The objects still alive, by identity.
  ///   - root: An object that outlives the scene, such as its act's container.
  /// - Returns: Descriptions such as `BasketLogic at registry.items[0]`, or
  ///   `a closure at registry.listeners[0]`.
  package static func holders(of targets: Set<ObjectIdentifier>, from root: AnyObject)
    -> (direct: [String], closures: [String])
  {
    var direct: [String] = []
    var closures: [String] = []
    walk(from: root, upTo: 10_000) { object, path in
      if targets.contains(ObjectIdentifier(object)) {
        direct.append("\(String(describing: type(of: object))) at \(path.rendered())")
        return false
      }
      return !isBoundary(object)
    } meetingLeaf: { value, path in
      if isFunction(value) {
        closures.append("a closure at \(path.rendered())")
      }
    }
    return (direct, closures)
  }

  /// Whether a value is a function, which reflection cannot look into.
  ///
  /// - Parameter value: Any value, such as a stored property's.
  /// - Returns: `true` for a closure or a function reference.
  package static func isFunction(_ value: Any) -> Bool {
    String(describing: type(of: value)).contains("->")
  }

  /// Whether a stored value is the object, directly or as an optional's payload.
  ///
  /// - Parameters:
  ///   - value: Any value, such as a stored property's.
  ///   - object: The object looked for.
  /// - Returns: `true` when the value is that very object.
  package static func refers(_ value: Any, to object: AnyObject) -> Bool {
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .optional {
      return mirror.children.first.map { refers($0.value, to: object) } ?? false
    }
    return mirror.displayStyle == .class && (value as AnyObject) === object
  }
}
