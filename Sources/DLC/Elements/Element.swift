/// The base of every element in a scene's view: an id and whether it is hidden.
///
/// Elements are plain objects with no behaviour of their own. The view builds them, the
/// presenter puts data into them, the interactor listens to their events, and a renderer
/// turns them into text or JSON. The set of kinds is closed (see ``ElementKind``) so that every
/// renderer and every script can handle every element.
@MainActor
public class Element {
  /// The id a person, a script or a test uses to reach the element; unique within a view.
  public let id: String

  /// What kind of element this is.
  public let kind: ElementKind

  /// Whether the element is hidden: hidden elements are not rendered as text and take no input.
  public var isHidden: Bool {
    get { hidden }
    set { hidden = newValue }
  }

  /// Whether the element accepts input; a disabled element is rendered but rejects input.
  public var isEnabled: Bool {
    get { enabled }
    set { enabled = newValue }
  }

  // The storage of `isHidden` and `isEnabled`. Private and only ever assigned, so that the
  // compiler can prove no access to them overlaps another and drop the run-time exclusivity
  // check a public stored property pays on every read: every lookup and snapshot reads them.
  private var hidden = false {
    didSet { noteChange() }
  }
  private var enabled = true {
    didSet { noteChange() }
  }

  init(id: String, kind: ElementKind) {
    self.id = id
    self.kind = kind
  }

  /// Notes that what the element shows changed, so that the next snapshot of a screen it is on
  /// copies it again; every property a snapshot reads calls it when set.
  final func noteChange() {
    ScreenChanges.note(self, isStructural: false)
  }

  /// Writes what the element shows, beyond its id, kind and flags, into its snapshot: each kind
  /// says what it shows in one place, which the renderers and scripts then read.
  ///
  /// - Parameter snapshot: The snapshot being made, with the id, kind and flags set.
  func describe(into snapshot: inout ElementSnapshot) {}

  /// Finds an element by id among the ones this element holds (a stack's, a slot's), not this
  /// one, and whether it or a stack or slot around it is hidden.
  ///
  /// Overridden by the elements that hold others, so that a lookup asks each child in one call
  /// instead of trying a cast for every kind of container.
  ///
  /// - Parameter id: The id to look for.
  /// - Returns: The first match, depth first; `nil` for an element that holds none.
  func find(_ id: String) -> (element: Element, isConcealed: Bool)? {
    nil
  }
}
