/// A message shown above the top scene until one of its buttons is tapped.
///
/// While an alert is up, taps go to its buttons and every other input is refused.
public struct Alert {
  /// The headline, such as "Server unreachable".
  public var title: String

  /// More detail; may be empty.
  public var message: String

  /// The buttons, in order; never empty.
  public var buttons: [AlertButton]

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
  }
}
