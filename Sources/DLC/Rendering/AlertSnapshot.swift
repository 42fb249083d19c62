/// A value copy of an alert: title, message and buttons.
public struct AlertSnapshot: Sendable, Equatable, Codable {
  /// One button of the alert.
  public struct ButtonSnapshot: Sendable, Equatable, Codable {
    /// The id to tap.
    public var id: String
    /// The title shown.
    public var title: String
  }

  /// The headline.
  public var title: String
  /// More detail; may be empty.
  public var message: String
  /// The buttons, in order.
  public var buttons: [ButtonSnapshot]

  /// Copies an alert.
  ///
  /// - Parameter alert: The alert to copy.
  public init(of alert: Alert) {
    title = alert.title
    message = alert.message
    buttons = alert.buttons.map { ButtonSnapshot(id: $0.id, title: $0.title) }
  }
}
