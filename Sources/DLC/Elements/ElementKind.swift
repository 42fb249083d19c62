/// The kinds of element a scene's view is built from.
///
/// The kind decides which inputs an element accepts: a ``Button`` takes taps, a ``TextField``
/// and a ``TextArea`` take text, a ``ListView`` takes row selections, a ``Switch`` flips, a
/// ``Choice`` takes one of its options and a ``TabBar`` selects a tab. Labels, images, progress,
/// stacks and slots take no input themselves.
public enum ElementKind: String, Sendable, Codable, CaseIterable, CustomStringConvertible {
  /// A ``Label``.
  case label
  /// A ``TextField``.
  case field
  /// A ``Button``.
  case button
  /// A ``ListView``.
  case list
  /// A ``VerticalStack``.
  case stack
  /// A ``HorizontalStack``.
  case row
  /// A ``Switch``.
  case toggle
  /// A ``Choice``.
  case choice
  /// A ``TextArea``.
  case textArea
  /// An ``ImageView``.
  case image
  /// A ``ProgressIndicator``.
  case progress
  /// A ``SceneSlot``: where a child scene's elements show.
  case scene
  /// A ``TabBar``.
  case tabBar

  /// The kind's name as the renderers and error messages spell it.
  public var description: String {
    switch self {
    case .textArea: "text area"
    case .tabBar: "tab bar"
    default: rawValue
    }
  }
}
