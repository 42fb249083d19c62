/// A stage's last copy of its screen, brought up to date by copying again only the elements
/// that changed since (see ``ScreenChanges``), with the index that finds them.
///
/// The whole screen is copied again when its shape changed (another front scene, a stack's
/// children, a slot's scene) or when the changes since the last look are no longer all known.
@MainActor
final class ScreenCache {
  /// The serial number of the root stack the copy was made from: not its address, which a
  /// freed root soon hands on to another scene's.
  private var root: UInt64?
  private var elements: [ElementSnapshot] = []
  private var isCurrent = false
  /// Whether another scene came to the front since the last copy.
  private var isFrontNew = false
  /// The number of the first change not yet looked at.
  private var nextChange = 0
  /// The count of structural changes when they were last looked at.
  private var structuralChanges = 0
  private var index: ScreenIndex?
  /// What the last snapshot showed besides the elements, once there was one. Kept field by
  /// field, and compared and set in place: a struct of them would be copied whole for each.
  private var hasHeader = false
  private var lastScene: String?
  private var lastTitle = ""
  private var lastIsModal = false
  private var lastAlert: AlertSnapshot?
  private static let mostCopiedOneByOne = 64
  /// Counts the changes seen in what the screen shows.
  private(set) var revision = 0

  /// The last snapshot made, while nothing it shows can have changed: no element or scene
  /// changed anywhere since, and the stage's stacks and alert are as they were.
  private var lastSnapshot: ScreenSnapshot?

  /// Forgets the last snapshot, as the stage does when its stacks or its alert change.
  func forgetSnapshot() {
    lastSnapshot = nil
  }

  /// A copy of what the stage shows now.
  ///
  /// - Parameter stage: The stage the cache belongs to.
  /// - Returns: The snapshot.
  func snapshot(of stage: Stage) -> ScreenSnapshot {
    // A session asks for the screen several times a command, mostly with nothing changed.
    if nextChange == ScreenChanges.count, let lastSnapshot {
      return lastSnapshot
    }
    // Dropped before the copy is brought up to date, so that the copy's arrays are not shared
    // and change in place.
    lastSnapshot = nil
    let elementRoot = stage.frontScene?.elementRoot
    bringUpToDate(elementRoot)
    if !isCurrent {
      copyAll(elementRoot)
    }
    // What the snapshot holds besides the elements: cheap enough to read afresh every time.
    let shown = stage.topScene
    let scene = shown?.name
    let title = DisplayText.shortened(shown?.title ?? "")
    let isModal = stage.isShowingModal
    let alert = stage.alert.map(AlertSnapshot.init(of:))
    if !hasHeader || scene != lastScene || title != lastTitle || isModal != lastIsModal
      || alert != lastAlert
    {
      hasHeader = true
      lastScene = scene
      lastTitle = title
      lastIsModal = isModal
      lastAlert = alert
      revision += 1
    }
    let snapshot = ScreenSnapshot(
      scene: scene, title: title, isModal: isModal, elements: elements, alert: alert,
      index: index)
    lastSnapshot = snapshot
    return snapshot
  }

  /// The index of the stage's screen as it is now, made if needed.
  ///
  /// - Parameter elementRoot: The front scene's root stack.
  /// - Returns: The index.
  func index(of elementRoot: VerticalStack) -> ScreenIndex {
    bringUpToDate(elementRoot)
    if let index {
      return index
    }
    let made = ScreenIndex(root: elementRoot)
    index = made
    // The next snapshot carries the index, to find elements without a walk.
    lastSnapshot = nil
    return made
  }

  /// Looks at the changes since the last look: copies again each changed element the index
  /// finds on this screen, and forgets the copy and the index when the screen's shape changed.
  private func bringUpToDate(_ elementRoot: VerticalStack?) {
    let rootNumber = elementRoot?.serialNumber
    guard rootNumber == root else {
      root = rootNumber
      forgetAll()
      // Another scene's screen: counted as a change without comparing, as it nearly always is.
      isFrontNew = true
      return
    }
    let start = nextChange
    nextChange = ScreenChanges.count
    let structuralStart = structuralChanges
    structuralChanges = ScreenChanges.structuralCount
    guard start != nextChange, isCurrent || index != nil else { return }
    // With no copy to keep up to date, only a change of shape matters, to the index.
    guard isCurrent || structuralStart != structuralChanges else { return }
    guard let elementRoot else {
      forgetAll()
      return
    }
    guard
      let index = index
        ?? indexForCopy(of: elementRoot, sameShape: structuralStart == structuralChanges)
    else {
      forgetAll()
      return
    }
    var changed: [Int] = []
    var isShapeChanged = false
    let isKnown = ScreenChanges.visitChanges(since: start) { change in
      guard let node = index.node(of: change.object) else { return }
      if change.isStructural || node == ScreenIndex.rootNode {
        isShapeChanged = true
      } else {
        changed.append(node)
      }
    }
    // Past a few dozen, copying the screen whole is as quick and the same element is likely
    // among them more than once.
    guard isKnown, !isShapeChanged, changed.count <= Self.mostCopiedOneByOne else {
      forgetAll()
      return
    }
    guard isCurrent else { return }
    // Taken out of its storage while the copies change and put back whole: held once, the
    // array still changes in place, and no access to the storage is left open while other code
    // runs, which spares every access to it a run-time exclusivity check.
    var copy = elements
    elements = []
    defer { elements = copy }
    for node in changed {
      guard let element = index.element(at: node, under: elementRoot)?.element else {
        forgetAll()
        return
      }
      let path = index.path(to: node)
      if ElementSnapshot.replace(at: path[...], in: &copy, with: ElementSnapshot(of: element)) {
        revision += 1
      }
    }
  }

  /// An index made for the copy kept, the first time an element on it changes: on a screen that
  /// changes once, copying it whole again costs as much, and on one that keeps changing, as
  /// screens do while a person uses them, each later change then costs one element's copy.
  private func indexForCopy(of elementRoot: VerticalStack, sameShape: Bool) -> ScreenIndex? {
    guard isCurrent, sameShape else { return nil }
    let made = ScreenIndex(root: elementRoot)
    index = made
    return made
  }

  private func forgetAll() {
    isCurrent = false
    index = nil
    nextChange = ScreenChanges.count
    structuralChanges = ScreenChanges.structuralCount
  }

  private func copyAll(_ elementRoot: VerticalStack?) {
    // A loop rather than `map`: a main-actor closure handed to `map` checks at run time, for
    // every element, that it runs on the main actor.
    var copied: [ElementSnapshot] = []
    if let children = elementRoot?.elements {
      copied.reserveCapacity(children.count)
      for child in children {
        copied.append(ElementSnapshot(of: child))
      }
    }
    if isFrontNew || copied != elements {
      revision += 1
    }
    isFrontNew = false
    elements = copied
    isCurrent = true
    nextChange = ScreenChanges.count
  }
}
