/// Why the stage refused an input or a transition.
public enum StageError: Error, Equatable, CustomStringConvertible {
  /// The stage shows no scene.
  case noScene
  /// The top scene has no element with this id.
  case noSuchElement(id: String, scene: String)
  /// The element exists but is of another kind than the input needs.
  case wrongKind(id: String, expected: ElementKind, actual: ElementKind)
  /// The element is disabled.
  case disabled(id: String)
  /// The element, or a stack around it, is hidden.
  case hidden(id: String)
  /// The list has no such row; rows count from 1.
  case rowOutOfRange(id: String, row: Int, rowCount: Int)
  /// An alert is up and has no button with this id.
  case blockedByAlert(id: String, alertTitle: String)
  /// There is no modal to dismiss and nothing to pop.
  case nothingToGoBackTo
  /// A choice has no option of that title.
  case noSuchOption(id: String, option: String, options: [String])
  /// Two elements on the screen (of a scene and a child it shows, say) have this id.
  case ambiguous(id: String)
  /// No tab bar on the screen has a tab of that title.
  case noSuchTab(title: String, titles: [String])

  /// A one-line explanation for a person.
  public var description: String {
    switch self {
    case .noScene:
      "no scene is showing"
    case .noSuchElement(let id, let scene):
      "scene '\(scene)' has no element '\(id)'"
    case .wrongKind(let id, let expected, let actual):
      "'\(id)' is a \(actual), not a \(expected)"
    case .disabled(let id):
      "'\(id)' is disabled"
    case .hidden(let id):
      "'\(id)' is hidden"
    case .rowOutOfRange(let id, let row, let rowCount):
      rowCount == 0
        ? "list '\(id)' has no rows to select row \(row) from"
        : "row \(row) is out of range: list '\(id)' has rows 1 to \(rowCount)"
    case .blockedByAlert(let id, let alertTitle):
      "alert '\(alertTitle)' is up and has no button '\(id)'"
    case .nothingToGoBackTo:
      "nothing to go back to"
    case .noSuchOption(let id, let option, let options):
      "choice '\(id)' has no option '\(option)'; its options are "
        + options.map { "'\($0)'" }.joined(separator: ", ")
    case .ambiguous(let id):
      "two elements on the screen have the id '\(id)': a scene and a child scene it shows "
        + "must not share ids"
    case .noSuchTab(let title, let titles):
      titles.isEmpty
        ? "no tab bar is showing, so there is no tab '\(title)'"
        : "there is no tab '\(title)'; the tabs are "
          + titles.map { "'\($0)'" }.joined(separator: ", ")
    }
  }
}
