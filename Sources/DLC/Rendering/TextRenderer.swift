/// Renders a screen as plain text for people: one element a line, each with its id.
///
/// The id comes first on every line so a person knows what to type. Hidden elements are left
/// out, secure fields are masked, list rows are numbered from 1 (a `>` marks the selected one),
/// and the alert is drawn after the scene.
///
/// ```text
/// [Login] Sign in
/// email: [demo@example.com]
/// password: [************]
/// submit: <Sign in>
/// error: Invalid email or password
/// ```
public enum TextRenderer {
  /// Renders a screen.
  ///
  /// - Parameter screen: What the stage shows.
  /// - Returns: The text, lines separated by `\n`, with no trailing newline.
  public static func render(_ screen: ScreenSnapshot) -> String {
    var lines: [String] = []
    if let scene = screen.scene {
      var header = "[\(scene)]"
      if !screen.title.isEmpty {
        header += " \(screen.title)"
      }
      if screen.isModal {
        header += " (modal)"
      }
      lines.append(header)
      for element in screen.elements {
        append(element, indent: "", to: &lines)
      }
    } else {
      lines.append("(no scene)")
    }
    if let alert = screen.alert {
      lines.append("--- alert: \(alert.title) ---")
      if !alert.message.isEmpty {
        lines.append(
          contentsOf: alert.message.split(separator: "\n", omittingEmptySubsequences: false).map(
            String.init))
      }
      for button in alert.buttons {
        lines.append("\(button.id): <\(button.title)>")
      }
    }
    return lines.joined(separator: "\n")
  }

  private static func append(_ element: ElementSnapshot, indent: String, to lines: inout [String]) {
    guard !element.isHidden else { return }
    let disabled = element.isEnabled ? "" : " (disabled)"
    let prefix = "\(indent)\(element.id):"
    let text = element.text ?? ""
    switch element.kind {
    case .label:
      lines.append(text.isEmpty ? prefix : "\(prefix) \(text)")
    case .field:
      let hint =
        text.isEmpty && !(element.placeholder ?? "").isEmpty
        ? " (\(element.placeholder ?? ""))" : ""
      lines.append("\(prefix) [\(text)]\(hint)\(disabled)")
    case .button:
      lines.append("\(prefix) <\(text)>\(disabled)")
    case .list:
      let rows = element.rows ?? []
      lines.append(rows.isEmpty ? "\(prefix) (empty)\(disabled)" : "\(prefix)\(disabled)")
      for (index, row) in rows.enumerated() {
        let marker = element.selectedRow == index + 1 ? "> " : "  "
        lines.append("\(indent)  \(marker)\(index + 1). \(row)")
      }
    case .stack:
      lines.append(prefix)
      for child in element.children ?? [] {
        append(child, indent: indent + "  ", to: &lines)
      }
    }
  }
}
