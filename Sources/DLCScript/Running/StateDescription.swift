import DLC

/// Writes a scene's logic state readably: one stored property a line, nested values indented.
enum StateDescription {
  private static let maximumDepth = 6
  private static let inlineWidth = 60

  /// Describes a value, such as `Login.State` followed by `  email: "demo@example.com"`.
  ///
  /// - Parameter value: The state.
  /// - Returns: The description, lines separated by `\n`.
  static func describe(_ value: Any) -> String {
    var lines: [String] = []
    append(value, prefix: "", indent: "", depth: 0, to: &lines)
    // A state holds server text: Swift's own quoting leaves C1 controls (CSI among them) raw.
    return lines.map(VisibleText.escaping).joined(separator: "\n")
  }

  /// Appends a value's lines: `prefix` starts its first line, `indent` the lines inside it.
  private static func append(
    _ value: Any,
    prefix: String,
    indent: String,
    depth: Int,
    to lines: inout [String]
  ) {
    if let duration = value as? Duration {
      lines.append(prefix + written(duration))
      return
    }
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
      lines.append(prefix + typeName(of: value))
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

  /// A duration as people write one, and as a script's `wait` takes it: `300ms`, `1.5s`,
  /// `1m 30s`, `2h`; Swift's own description is its two integer fields.
  static func written(_ duration: Duration) -> String {
    guard duration >= .zero else { return "-" + written(.zero - duration) }
    let (seconds, attoseconds) = duration.components
    let microseconds = attoseconds / 1_000_000_000_000
    if seconds == 0 {
      return microseconds % 1_000 == 0 ? "\(microseconds / 1_000)ms" : "\(microseconds)µs"
    }
    guard attoseconds == 0 else {
      var fraction = String(microseconds + 1_000_000).dropFirst()
      while fraction.last == "0" {
        fraction = fraction.dropLast()
      }
      return "\(seconds).\(fraction)s"
    }
    let parts = [(seconds / 3_600, "h"), (seconds / 60 % 60, "m"), (seconds % 60, "s")]
    return parts.filter { $0.0 > 0 }.map { "\($0.0)\($0.1)" }.joined(separator: " ")
  }

  /// A type's name with the types it is nested in, without its module: `Login.State`.
  private static func typeName(of value: Any) -> String {
    let qualified = String(reflecting: type(of: value))
    // Private and local types have no name to show beyond their own, nor do generic ones.
    guard let dot = qualified.firstIndex(of: "."), !qualified.contains("<"),
      !qualified.contains("(")
    else {
      return String(describing: type(of: value))
    }
    return String(qualified[qualified.index(after: dot)...])
  }
}
