/// A container that lays its children out side by side, left to right.
///
/// The text rendering puts its children on one line when each fits on one and the line stays
/// within 80 columns; otherwise it lists them one under the other, as a vertical stack does.
@MainActor
public final class HorizontalStack: ElementStack {
  /// Creates a stack.
  ///
  /// - Parameters:
  ///   - id: The element's id, unique within its view.
  ///   - children: The elements inside, left to right.
  public init(id: String, children: [Element] = []) {
    super.init(id: id, kind: .row, children: children)
  }
}
