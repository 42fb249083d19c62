/// The width and height of an image, in points.
public struct ImageSize: Sendable, Equatable, Codable {
  /// The width, in points.
  public var width: Int
  /// The height, in points.
  public var height: Int

  /// Creates a size.
  ///
  /// - Parameters:
  ///   - width: The width, in points.
  ///   - height: The height, in points.
  public init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }
}
