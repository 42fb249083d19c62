/// Rows of text a person selects from.
///
/// Code sees rows by zero-based index, as Swift arrays do; people and scripts count rows from 1,
/// as the text renderer numbers them.
@MainActor
public final class ListView: Element {
  /// The rows shown, in order. Replacing them keeps the selection only where the selected row
  /// still reads the same: else its index would point at a row nobody selected (the one after
  /// a removed row, say).
  public var rows: [String] {
    didSet {
      guard rows != oldValue else { return }
      noteChange()
      if let selectedIndex,
        !rows.indices.contains(selectedIndex) || !oldValue.indices.contains(selectedIndex)
          || rows[selectedIndex] != oldValue[selectedIndex]
      {
        self.selectedIndex = nil
      }
    }
  }

  /// The zero-based index of the selected row, if any.
  public var selectedIndex: Int? {
    didSet { noteChange() }
  }

  /// Called with the zero-based index of the row a person or a script selected.
  public var onSelect: (@MainActor (Int) -> Void)?

  /// Creates a list.
  ///
  /// - Parameters:
  ///   - id: The element's id, unique within its view.
  ///   - rows: The rows shown at first.
  public init(id: String, rows: [String] = []) {
    self.rows = rows
    super.init(id: id, kind: .list)
  }

  func receiveSelection(at index: Int) {
    selectedIndex = index
    onSelect?(index)
  }

  override func describe(into snapshot: inout ElementSnapshot) {
    snapshot.rows = rows
    snapshot.selectedRow = selectedIndex.map { $0 + 1 }
  }
}
