extension ElementKind {
  /// What an element takes from a person, and so the command that gives it: every tool that
  /// drives elements (completion, `explore`) asks the kind, so a new kind that takes an input
  /// of these is driven without another edit.
  public enum Input: Sendable, CaseIterable {
    /// Nothing: it shows something, or holds other elements.
    case none
    /// Taps, as a ``Button`` takes them (`tap`).
    case tap
    /// Text, as a ``TextField`` and a ``TextArea`` take it (`type`).
    case text
    /// A flip on or off, as a ``Switch`` takes it (`toggle`).
    case flip
    /// One of its options, as a ``Choice`` takes it (`choose`).
    case option
    /// A row, as a ``ListView`` takes it (`select`).
    case rowSelection
    /// One of its tabs, as a ``TabBar`` takes it (`tab`).
    case tab
  }

  /// What an element of the kind takes from a person.
  public var input: Input {
    switch self {
    case .label, .image, .progress, .stack, .row, .scene: .none
    case .button: .tap
    case .field, .textArea: .text
    case .toggle: .flip
    case .choice: .option
    case .list: .rowSelection
    case .tabBar: .tab
    }
  }

  /// Whether an element of the kind holds other elements rather than showing something of
  /// its own: a stack, a row, or the slot of a child scene.
  public var holdsElements: Bool {
    switch self {
    case .stack, .row, .scene: true
    default: false
    }
  }
}
