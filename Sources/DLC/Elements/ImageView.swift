/// A picture, shown headless as its accessibility description and, if known, its size.
@MainActor
public final class ImageView: Element {
  /// What the picture shows, in words, such as "Flag of Germany".
  public var accessibilityDescription: String {
    didSet { noteChange() }
  }

  /// The picture's size in points, if known.
  public var size: ImageSize? {
    didSet { noteChange() }
  }

  /// Creates an image.
  ///
  /// - Parameters:
  ///   - id: The element's id, unique within its view.
  ///   - accessibilityDescription: What the picture shows, in words.
  ///   - size: The picture's size in points, if known.
  public init(id: String, accessibilityDescription: String = "", size: ImageSize? = nil) {
    self.accessibilityDescription = accessibilityDescription
    self.size = size
    super.init(id: id, kind: .image)
  }

  override func describe(into snapshot: inout ElementSnapshot) {
    snapshot.text = accessibilityDescription
    snapshot.size = size
  }
}
