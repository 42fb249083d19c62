/// The row of tabs of a ``TabBarController``: one title a tab, one of them selected; a person
/// switches tabs by tapping a title (`tab TITLE` in a script).
@MainActor
public final class TabBar: Element {
  /// The tabs' titles, in order.
  public let titles: [String]

  /// The index of the selected tab, within ``titles``.
  public internal(set) var selectedIndex: Int {
    didSet { noteChange() }
  }

  /// Called with the index of the tab a person or a script selects.
  public var onSelect: (@MainActor (Int) -> Void)?

  /// Creates a tab bar.
  ///
  /// - Parameters:
  ///   - id: The element's id, unique within its view.
  ///   - titles: The tabs' titles, in order.
  ///   - selectedIndex: The tab selected at first; the first one if out of range.
  public init(id: String, titles: [String], selectedIndex: Int = 0) {
    self.titles = titles
    self.selectedIndex = titles.indices.contains(selectedIndex) ? selectedIndex : 0
    super.init(id: id, kind: .tabBar)
  }

  /// The selected tab's title; empty for a bar without tabs.
  public var selectedTitle: String {
    titles.indices.contains(selectedIndex) ? titles[selectedIndex] : ""
  }

  func receiveSelection(at index: Int) {
    onSelect?(index)
  }

  override func describe(into snapshot: inout ElementSnapshot) {
    snapshot.text = selectedTitle
    snapshot.options = titles
  }
}
