/// An on/off setting with a title, flipped by a tap (`toggle ID` in a script).
@MainActor
public final class Switch: Element {
  /// What the switch turns on and off.
  public var title: String {
    didSet { noteChange() }
  }

  /// Whether the switch is on.
  public var isOn: Bool {
    didSet { noteChange() }
  }

  /// Called with the new value when a person or a script flips the enabled, visible switch.
  public var onChange: (@MainActor (Bool) -> Void)?

  /// Creates a switch.
  ///
  /// - Parameters:
  ///   - id: The element's id, unique within its view.
  ///   - title: What the switch turns on and off.
  ///   - isOn: Whether it starts on.
  public init(id: String, title: String, isOn: Bool = false) {
    self.title = title
    self.isOn = isOn
    super.init(id: id, kind: .toggle)
  }

  func receiveToggle() {
    isOn.toggle()
    onChange?(isOn)
  }

  override func describe(into snapshot: inout ElementSnapshot) {
    snapshot.text = title
    snapshot.isOn = isOn
  }
}
