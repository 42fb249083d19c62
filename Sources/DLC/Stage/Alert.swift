/// A message shown above the top scene until one of its buttons is tapped: an alert, or a
/// confirmation dialog that asks a person to choose among actions.
///
/// While one is up, taps go to its buttons and every other input is refused.
public struct Alert {
  /// How the message is presented.
  public enum Style: String, Sendable, Codable {
    /// A message with a button or two, such as "Server unreachable" with OK.
    case alert
    /// A titled set of actions to choose from, at most one of them destructive and one cancel.
    case confirmation
  }

  /// The headline, such as "Server unreachable".
  public var title: String

  /// More detail; may be empty.
  public var message: String

  /// The buttons, in order; never empty.
  public var buttons: [AlertButton]

  /// Whether this is an alert or a confirmation dialog.
  public var style: Style

  /// Creates an alert.
  ///
  /// - Parameters:
  ///   - title: The headline.
  ///   - message: More detail; may be empty.
  ///   - buttons: The buttons; an empty list becomes a single OK button.
  public init(title: String, message: String = "", buttons: [AlertButton] = [.ok]) {
    self.title = title
    self.message = message
    self.buttons = buttons.isEmpty ? [.ok] : buttons
    self.style = .alert
  }

  /// Creates a confirmation dialog: the actions, then a cancel button that only closes it.
  ///
  /// ```swift
  /// final class SettingsPresenter: ScenePresenter<SettingsView> {
  ///   func confirmSignOut() {
  ///     showAlert(
  ///       .confirmation(
  ///         title: "Sign out?",
  ///         actions: [AlertButton(id: "signOut", title: "Sign out", role: .destructive)]))
  ///   }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - title: The question, such as "Sign out?".
  ///   - message: More detail; may be empty.
  ///   - actions: One or more actions; a destructive one is marked as such when rendered.
  ///   - cancel: The button that closes the dialog without doing anything.
  /// - Returns: The dialog, to show with ``ScenePresenter/showAlert(_:)``.
  public static func confirmation(
    title: String,
    message: String = "",
    actions: [AlertButton],
    cancel: AlertButton = AlertButton(id: "cancel", title: "Cancel", role: .cancel)
  ) -> Alert {
    var dialog = Alert(title: title, message: message, buttons: actions + [cancel])
    dialog.style = .confirmation
    return dialog
  }
}
