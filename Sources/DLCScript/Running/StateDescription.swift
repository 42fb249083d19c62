/// Writes a scene's logic state readably: one stored property a line, nested values indented.
enum StateDescription {
  private static let maximumDepth = 6
  private static let inlineWidth = 60

  /// Describes a value, such as `LoginLogicState` followed by `  email: "demo@example.com"`.
  ///
  /// - Parameter value: The state.
  /// - Returns: The description, lines separated by `\n`.
  static func describe(_ value: Any) -> String {
    var lines: [String] = []
    append(value, prefix: "", indent: "", depth: 0, to: &lines)
    return lines.joined(separator: "\n")
  }

  /// Appends a value's lines: `prefix` starts its first line, `indent` the lines inside it.
  private static func append(
    _ value: Any,
    prefix: String,
    indent: String,
    depth: Int,
    to lines: inout [String]
  ) {
    let mirror = Mirror(reflecting: value)
    let inner = indent + "  "
    switch mirror.displayStyle {
    case .optional?:
      if let wrapped = mirror.children.first {
        append(wrapped.value, prefix: prefix, indent: indent, depth: depth, to: &lines)
      } else {
        lines.append(prefix + "nil")
      }
    case .struct?, .class?, .tuple?:
      guard !mirror.children.isEmpty, depth < maximumDepth else {
        lines.append(prefix + String(reflecting: value))
        return
      }
      lines.append(prefix + String(describing: type(of: value)))
      for (index, child) in mirror.children.enumerated() {
        let label = child.label ?? ".\(index)"
        append(
          child.value, prefix: "\(inner)\(label): ", indent: inner, depth: depth + 1, to: &lines)
      }
    case .collection?, .set?, .dictionary?:
      let inline = String(reflecting: value)
      guard inline.count > inlineWidth, depth < maximumDepth else {
        lines.append(prefix + inline)
        return
      }
      lines.append(prefix + "\(mirror.children.count) items")
      for child in mirror.children {
        append(child.value, prefix: "\(inner)- ", indent: inner, depth: depth + 1, to: &lines)
      }
    default:
      lines.append(prefix + String(reflecting: value))
    }
  }
}
