/// A button of an ``Alert``: tapping it closes the alert, then runs its action.
public struct AlertButton {
  /// What a button does, as far as a person needs to know before tapping it.
  public enum Role: String, Sendable, Codable {
    /// An ordinary button.
    case standard
    /// A button that destroys or removes something; renderers mark it.
    case destructive
    /// A button that closes the dialog and does nothing else.
    case cancel
  }

  /// The id a person or a script taps.
  public var id: String

  /// The title shown on the button.
  public var title: String

  /// What the button does, as far as a person needs to know before tapping it.
  public var role: Role

  /// What happens after the alert has closed; `nil` only closes it.
  public var action: (@MainActor () -> Void)?

  /// Creates an alert button.
  ///
  /// - Parameters:
  ///   - id: The id a person or a script taps.
  ///   - title: The title shown on the button.
  ///   - role: What the button does, as far as a person needs to know.
  ///   - action: What happens after the alert has closed.
  public init(
    id: String, title: String, role: Role = .standard, action: (@MainActor () -> Void)? = nil
  ) {
    self.id = id
    self.title = title
    self.role = role
    self.action = action
  }

  /// A button with id `ok` titled "OK" that only closes the alert.
  public static var ok: AlertButton { AlertButton(id: "ok", title: "OK") }
}
