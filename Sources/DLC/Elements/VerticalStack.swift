/// A container that lays its children out top to bottom.
///
/// Every view has one at its root; views nest more to group elements that show and hide
/// together.
@MainActor
public final class VerticalStack: ElementStack {
  /// Creates a stack.
  ///
  /// - Parameters:
  ///   - id: The element's id, unique within its view.
  ///   - children: The elements inside, top to bottom.
  public init(id: String, children: [Element] = []) {
    super.init(id: id, kind: .stack, children: children)
  }
}
