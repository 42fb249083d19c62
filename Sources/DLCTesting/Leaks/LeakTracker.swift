public import DLC
public import Testing

/// Follows objects weakly and fails a test for each one still alive when it should be gone.
///
/// Track single objects with ``track(_:named:)`` or everything an object holds with
/// ``trackObjects(reachableFrom:)``, let them go, then call ``assertFreed(sourceLocation:)``
/// once at the end. ``SceneHarness`` uses one to check every scene it showed.
///
/// ```swift
/// @MainActor
/// @Test func logicIsFreedWithItsSpies() {
///   let tracker = LeakTracker()
///   do {
///     let presenter = tracker.track(WelcomePresenterSpy())
///     let navigator = tracker.track(WelcomeNavigatorSpy())
///     let logic = tracker.track(
///       WelcomeLogic(
///         SceneContext(
///           setup: Welcome.Setup(), dc: Act1DCStub(), presenter: presenter,
///           navigator: navigator)))
///     logic.start()
///   }
///   tracker.assertFreed()
/// }
/// ```
///
/// The tracker holds nothing strongly, so an object the test itself still holds counts as
/// alive: let it go first, for instance by creating it inside a `do` block.
@MainActor
public final class LeakTracker: SharedAcrossScenes {
  private var tracked: [TrackedObject] = []
  private var indexByID: [ObjectIdentifier: Int] = [:]

  /// Creates a tracker that follows nothing yet.
  public init() {}

  /// The number of tracked objects that are still alive.
  public var aliveCount: Int {
    tracked.count { $0.object != nil }
  }

  /// How failures would name the tracked objects that are still alive, in tracking order.
  var aliveDescriptions: [String] {
    tracked.filter { $0.object != nil }.map(\.description)
  }

  /// Follows one object.
  ///
  /// - Parameters:
  ///   - object: The object that should be freed by the end of the test.
  ///   - name: How failures name it; its type name by default.
  /// - Returns: The object, so that creating and tracking it can be one expression.
  @discardableResult
  public func track<Object: AnyObject>(_ object: Object, named name: String? = nil) -> Object {
    let typeName = String(describing: type(of: object))
    let description = name.map { "'\($0)' (\(typeName))" } ?? typeName
    add(object, root: nil, description: description)
    return object
  }

  /// Follows an object and every object it holds, as ``SceneHarness`` does for each scene.
  ///
  /// The walk reflects stored properties, optionals, collections and the element tree. It
  /// stops at what outlives a scene: actors, the stage, clocks, other scenes' controllers, act
  /// containers and factories, system library objects, and whatever is `SharedAcrossScenes`
  /// (workers, the test kit's own doubles). What only a closure captures cannot be reflected
  /// and is not followed.
  ///
  /// - Parameter root: The object to start from, typically a scene's controller.
  /// - Returns: The root, so that creating and tracking it can be one expression.
  @discardableResult
  public func trackObjects<Root: AnyObject>(reachableFrom root: Root) -> Root {
    let owner =
      (root as? SceneController).map { "scene '\($0.name)'" }
      ?? String(describing: type(of: root))
    for part in ObjectGraph.parts(of: root) {
      add(part.object, root: root, description: part.description(in: owner))
    }
    return root
  }

  /// Records one issue naming every tracked object that is still alive.
  ///
  /// - Parameter sourceLocation: Where the failure is reported; the caller's line by default.
  public func assertFreed(sourceLocation: SourceLocation = #_sourceLocation) {
    assertFreed(sourceLocation: sourceLocation) { _ in true }
  }

  /// Records one issue naming every tracked object that is still alive and that `isChecked`
  /// selects by the object it was found from.
  func assertFreed(
    sourceLocation: SourceLocation,
    checking isChecked: (_ root: AnyObject?) -> Bool
  ) {
    let alive = tracked.filter { $0.object != nil && isChecked($0.root) }
    guard !alive.isEmpty else { return }
    let count = alive.count == 1 ? "1 object was" : "\(alive.count) objects were"
    var lines = alive.map { "  \($0.description)" }
    lines += Self.referencesKeepingRootsAlive(among: alive)
    Issue.record(
      "\(count) not freed:\n\(lines.joined(separator: "\n"))", sourceLocation: sourceLocation)
  }

  /// The references from a leaked object back to its scene's root, which close the cycle that
  /// keeps the scene alive: `kept alive by LeakyPresenter.controller`. References the framework
  /// declares weak (a presenter's, navigator's or wiring's `controller`) are left out.
  private static func referencesKeepingRootsAlive(among alive: [TrackedObject]) -> [String] {
    var lines: [String] = []
    for entry in alive {
      guard let object = entry.object, let root = entry.root, object !== root else { continue }
      var mirror: Mirror? = Mirror(reflecting: object)
      while let current = mirror {
        let owner = String(describing: current.subjectType)
        let isWeakByDesign = ["ScenePresenter<", "SceneNavigator<", "SceneWiring<", "SceneLink"]
          .contains { owner.hasPrefix($0) }
        for child in current.children where !isWeakByDesign {
          guard let label = child.label, ObjectGraph.refers(child.value, to: root) else { continue }
          lines.append(
            "  kept alive by \(String(describing: type(of: object))).\(label), "
              + "which refers back to \(String(describing: type(of: root)))")
        }
        mirror = current.superclassMirror
      }
    }
    return lines
  }

  private func add(_ object: AnyObject, root: AnyObject?, description: String) {
    let id = ObjectIdentifier(object)
    if let index = indexByID[id], tracked[index].object === object {
      return
    }
    indexByID[id] = tracked.count
    tracked.append(TrackedObject(object: object, root: root, description: description))
  }
}
