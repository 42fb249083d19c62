/// A value copy of an alert: title, message and buttons.
public struct AlertSnapshot: Sendable, Equatable, Codable {
  /// One button of the alert.
  public struct ButtonSnapshot: Sendable, Equatable, Codable {
    /// The id to tap.
    public var id: String
    /// The title shown.
    public var title: String
    /// The button's role when it is not a standard one: `destructive` or `cancel`.
    public var role: AlertButton.Role?
  }

  /// The headline.
  public var title: String
  /// More detail; may be empty.
  public var message: String
  /// The buttons, in order.
  public var buttons: [ButtonSnapshot]
  /// `confirmation` for a confirmation dialog; absent for a plain alert.
  public var style: Alert.Style?

  /// Copies an alert.
  ///
  /// - Parameter alert: The alert to copy.
  public init(of alert: Alert) {
    title = DisplayText.shortened(alert.title)
    message = DisplayText.shortened(alert.message)
    buttons = alert.buttons.map {
      ButtonSnapshot(
        id: $0.id, title: DisplayText.shortened($0.title),
        role: $0.role == .standard ? nil : $0.role)
    }
    style = alert.style == .alert ? nil : alert.style
  }
}
