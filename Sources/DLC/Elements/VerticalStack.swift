/// A container that lays its children out top to bottom.
///
/// Every view has one at its root; views nest more to group elements that show and hide
/// together.
@MainActor
public final class VerticalStack: ElementStack {
  /// A number no other stack made in this process has, to tell a screen's root from one made
  /// later in the memory of a freed one, which an address or an `ObjectIdentifier` cannot.
  /// (A weak reference could, but it would slow every retain of the root.)
  let serialNumber: UInt64

  private static var stacksMade: UInt64 = 0

  /// Creates a stack.
  ///
  /// - Parameters:
  ///   - id: The element's id, unique within its view.
  ///   - children: The elements inside, top to bottom.
  public init(id: String, children: [Element] = []) {
    Self.stacksMade += 1
    serialNumber = Self.stacksMade
    super.init(id: id, kind: .stack, children: children)
  }
}
