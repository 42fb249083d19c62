import DLC
import DLCScript

/// The commands the walk tries on an element, one case for each input an element kind takes
/// (``ElementKind/input``): a new kind that takes one of them is walked with no edit here.
struct ExploreMoves {
  /// The texts typed into a field that has no fill: empty, one character, a long text and a
  /// text beyond ASCII.
  static let probes = ["", "a", String(repeating: "long text ", count: 30), "Zürich ☃ 東京"]

  var fills: [String: String]
  var seed: UInt64

  /// The commands that drive one element, and the elements it holds; none for an element
  /// that is hidden or takes no input.
  func moves(for element: ElementSnapshot) -> [String] {
    guard !element.isHidden else { return [] }
    switch element.kind.input {
    case .none:
      return element.kind.holdsElements ? (element.children ?? []).flatMap(moves(for:)) : []
    case .tab:
      guard element.isEnabled else { return [] }
      return (element.options ?? []).filter { $0 != element.text }.map {
        "tab \(Quoting.argument($0))"
      }
    case .tap:
      return element.isEnabled ? ["tap \(element.id)"] : []
    case .flip:
      return element.isEnabled ? ["toggle \(element.id)"] : []
    case .option:
      guard element.isEnabled else { return [] }
      return (element.options ?? []).map { "choose \(element.id) \(Quoting.quoted($0))" }
    case .text:
      guard element.isEnabled, fills[element.id] == nil else { return [] }
      return Self.probes.map { "type \(element.id) \(Quoting.quoted($0))" }
    case .rowSelection:
      return rows(of: element.rows?.count ?? 0).map { "select \(element.id) \($0)" }
    }
  }

  /// The typing that gives the fields of a screen their fill, where it differs from what
  /// the field shows.
  func fillMoves(on elements: [ElementSnapshot]) -> [String] {
    elements.flatMap(fieldsNeedingFill(in:))
  }

  private func fieldsNeedingFill(in element: ElementSnapshot) -> [String] {
    guard !element.isHidden else { return [] }
    if let children = element.children {
      return children.flatMap(fieldsNeedingFill(in:))
    }
    guard element.kind.input == .text, element.isEnabled,
      let fill = fills[element.id]
    else {
      return []
    }
    guard element.isSecure == true else {
      return element.text == fill ? [] : ["type \(element.id) \(Quoting.quoted(fill))"]
    }
    // A secret is typed through the variable the walking process is given, so that no
    // step, finding or reproduction holds its text.
    let shown = String(repeating: ElementSnapshot.maskCharacter, count: fill.count)
    return element.text == shown
      ? [] : ["type \(element.id) $\(EnvironmentReference.fillVariable(for: element.id))"]
  }

  /// The first row, the last, and one between them that the seed picks.
  func rows(of count: Int) -> [Int] {
    guard count > 0 else { return [] }
    var rows = [1]
    if count > 2 {
      rows.append(2 + Int(seed % UInt64(count - 2)))
    }
    if count > 1 {
      rows.append(count)
    }
    return rows
  }
}
