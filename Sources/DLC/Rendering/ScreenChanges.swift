/// The elements and scenes changed lately, on every stage, in the order they changed: a stage's
/// next snapshot copies again only what changed on its own screen, so that a command that
/// changes one element costs the same on a screen of ten elements as on one of a thousand.
///
/// The record is a ring: a stage that has not looked for longer than the ring holds (other
/// stages busy meanwhile, say) copies its whole screen again, as it would with no record.
@MainActor
enum ScreenChanges {
  /// One change: what changed, and whether what changed is which elements an element holds (a
  /// stack's children, a slot's scene) rather than what one shows.
  struct Change {
    /// The element or scene that changed.
    var object: ObjectIdentifier
    /// Whether the elements it holds changed, not what it shows.
    var isStructural: Bool
  }

  /// How many changes the ring holds.
  static let capacity = 1_024

  /// How many changes were ever noted: the number the next one gets.
  private(set) static var count = 0

  /// How many of them changed which elements an element holds: a stage that is not keeping a
  /// copy of its screen needs to look at the changes only when this moved.
  private(set) static var structuralCount = 0

  private static var ring = [Change?](repeating: nil, count: capacity)

  /// Notes that an object on some stage changed.
  ///
  /// - Parameters:
  ///   - object: The element or scene.
  ///   - isStructural: Whether the elements it holds changed, not what it shows.
  static func note(_ object: AnyObject, isStructural: Bool) {
    // Taken out and put back whole: held once, the ring still changes in place, and no access
    // to its storage is left open while other code runs, which spares every change of every
    // element a run-time exclusivity check.
    var changes = ring
    ring = []
    changes[count % capacity] = Change(
      object: ObjectIdentifier(object), isStructural: isStructural)
    ring = changes
    count += 1
    if isStructural {
      structuralCount += 1
    }
  }

  /// Visits the changes noted from the one numbered `start` on, in order.
  ///
  /// - Parameters:
  ///   - start: The number of the first change wanted.
  ///   - body: Called with each change.
  /// - Returns: `false`, having visited none, if some of them are no longer held.
  static func visitChanges(since start: Int, _ body: (Change) -> Void) -> Bool {
    guard count - start <= capacity else { return false }
    for number in start..<count {
      if let change = ring[number % capacity] {
        body(change)
      }
    }
    return true
  }
}
