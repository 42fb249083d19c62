/// A button of an ``Alert``: tapping it closes the alert, then runs its action.
public struct AlertButton {
  /// The id a person or a script taps.
  public var id: String

  /// The title shown on the button.
  public var title: String

  /// What happens after the alert has closed; `nil` only closes it.
  public var action: (@MainActor () -> Void)?

  /// Creates an alert button.
  ///
  /// - Parameters:
  ///   - id: The id a person or a script taps.
  ///   - title: The title shown on the button.
  ///   - action: What happens after the alert has closed.
  public init(id: String, title: String, action: (@MainActor () -> Void)? = nil) {
    self.id = id
    self.title = title
    self.action = action
  }

  /// A button with id `ok` titled "OK" that only closes the alert.
  public static var ok: AlertButton { AlertButton(id: "ok", title: "OK") }
}
