/// One of a fixed set of options, as a segmented control or a picker shows them; chosen by the
/// option's title (`choose ID OPTION` in a script).
@MainActor
public final class Choice: Element {
  /// What is being chosen, such as "Order".
  public var title: String {
    didSet { noteChange() }
  }

  /// The options' titles, in order; never empty.
  public private(set) var options: [String] {
    didSet { noteChange() }
  }

  /// The index of the option chosen, within ``options``.
  public var selectedIndex: Int {
    didSet {
      noteChange()
      if !options.indices.contains(selectedIndex) {
        selectedIndex = oldValue
      }
    }
  }

  /// Called with the index of the option chosen when a person or a script chooses one.
  public var onChange: (@MainActor (Int) -> Void)?

  /// Creates a choice.
  ///
  /// - Parameters:
  ///   - id: The element's id, unique within its view.
  ///   - title: What is being chosen.
  ///   - options: The options' titles, in order; an empty list stands as one empty option.
  ///   - selectedIndex: The option chosen at first; the first one if out of range.
  public init(id: String, title: String, options: [String], selectedIndex: Int = 0) {
    self.title = title
    self.options = options.isEmpty ? [""] : options
    self.selectedIndex = self.options.indices.contains(selectedIndex) ? selectedIndex : 0
    super.init(id: id, kind: .choice)
  }

  /// The title of the option chosen.
  public var selectedOption: String {
    options[selectedIndex]
  }

  func receiveChoice(at index: Int) {
    selectedIndex = index
    onChange?(index)
  }

  override func describe(into snapshot: inout ElementSnapshot) {
    snapshot.text = selectedOption
    snapshot.title = title
    snapshot.options = options
  }
}
