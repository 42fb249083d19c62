/// A transition between two scenes, labelled with the command that causes it.
struct SceneEdge: Codable, Hashable {
  /// How the stage changed.
  enum Kind: String, Codable, CaseIterable {
    /// A scene was pushed on the navigation stack.
    case push
    /// A scene was presented modally.
    case modal
    /// The root scene was replaced.
    case root
    /// The top scene was popped.
    case back
    /// The modal scene was dismissed.
    case dismiss
    /// Another tab was selected.
    case tab
  }

  var from: String
  var to: String
  /// The command, with a row number written `N`, such as `select results N`.
  var label: String
  var kind: Kind
}
