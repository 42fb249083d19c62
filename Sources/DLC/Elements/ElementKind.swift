/// The kinds of element a scene's view is built from.
///
/// The kind decides which inputs an element accepts: a ``Button`` takes taps, a ``TextField``
/// takes text, a ``ListView`` takes row selections. Labels and stacks take no input.
public enum ElementKind: String, Sendable, Codable, CustomStringConvertible {
  /// A line of text: ``Label``.
  case label
  /// An editable line of text: ``TextField``.
  case field
  /// Something to tap: ``Button``.
  case button
  /// Rows to select from: ``ListView``.
  case list
  /// A vertical container of other elements: ``VerticalStack``.
  case stack

  /// The kind's name as the renderers and error messages spell it.
  public var description: String { rawValue }
}
