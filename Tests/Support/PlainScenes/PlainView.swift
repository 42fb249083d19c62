public import DLC

/// A view that shows the elements it is given.
public final class PlainView: SceneView {
  private var elements: [Element] = []

  /// A view of no elements.
  public required init() {}

  /// A view of these elements, in this order.
  ///
  /// - Parameter elements: The elements.
  public convenience init(_ elements: [Element]) {
    self.init()
    self.elements = elements
  }

  /// The elements it was given.
  public override var body: [Element] { elements }
}
