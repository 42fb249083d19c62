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
      lines.append("--- \(alert.style == .confirmation ? "confirm" : "alert"): \(alert.title) ---")
      if !alert.message.isEmpty {
        lines.append(
          contentsOf: alert.message.split(separator: "\n", omittingEmptySubsequences: false).map(
            String.init))
      }
      for button in alert.buttons {
        let mark = button.role == .destructive ? " (destructive)" : ""
        lines.append("\(button.id): <\(button.title)>\(mark)")
      }
    }
    return lines.joined(separator: "\n")
  }

  /// The widest a line of the text rendering gets where the renderer has the choice: a
  /// horizontal stack whose children would go past it is listed one under the other.
  static let lineWidth = 80

  private static func append(_ element: ElementSnapshot, indent: String, to lines: inout [String]) {
    guard !element.isHidden else { return }
    let disabled = element.isEnabled ? "" : " (disabled)"
    let prefix = "\(indent)\(element.id):"
    let text = element.text ?? ""
    switch element.kind {
    case .label:
      lines.append(text.isEmpty ? prefix : "\(prefix) \(text)")
    case .field:
      lines.append("\(prefix) [\(text)]\(hint(element))\(disabled)")
    case .button:
      lines.append("\(prefix) <\(text)>\(disabled)")
    case .toggle:
      lines.append("\(prefix) [\(element.isOn == true ? "on" : "off")] \(text)\(disabled)")
    case .choice:
      let options = (element.options ?? []).map { $0 == text ? "(\($0))" : $0 }
      let title = (element.title ?? "").isEmpty ? "" : " \(element.title ?? ""):"
      lines.append("\(prefix)\(title) \(options.joined(separator: " | "))\(disabled)")
    case .image:
      let size = element.size.map { ", \($0.width)×\($0.height)" } ?? ""
      lines.append("\(prefix) (image: \(text)\(size))")
    case .progress:
      lines.append("\(prefix) \(progressBar(element.fraction))")
    case .textArea:
      let rows = text.split(separator: "\n", omittingEmptySubsequences: false)
      lines.append("\(prefix)\(text.isEmpty ? " |" : "")\(hint(element))\(disabled)")
      if !text.isEmpty {
        lines.append(contentsOf: rows.map { "\(indent)  | \($0)" })
      }
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
    case .row:
      appendRow(element, prefix: prefix, indent: indent, to: &lines)
    case .scene:
      // A child scene's elements read as the screen's own: the header names the scene.
      for child in element.children ?? [] {
        append(child, indent: indent, to: &lines)
      }
    case .tabBar:
      let titles = (element.options ?? []).map { $0 == text ? "(\($0))" : $0 }
      lines.append("\(prefix) \(titles.joined(separator: " | "))\(disabled)")
    }
  }

  /// A horizontal stack: its children on one line after the stack's id when each renders as one
  /// line and the whole fits in ``lineWidth``; else one under the other.
  private static func appendRow(
    _ element: ElementSnapshot, prefix: String, indent: String, to lines: inout [String]
  ) {
    var parts: [String] = []
    for child in element.children ?? [] {
      var childLines: [String] = []
      append(child, indent: "", to: &childLines)
      parts.append(contentsOf: childLines.isEmpty ? [] : [childLines.joined(separator: "\n")])
    }
    let line = ([prefix] + parts).joined(separator: "   ")
    if parts.allSatisfy({ !$0.contains("\n") }), line.count <= lineWidth {
      lines.append(line)
      return
    }
    lines.append(prefix)
    for child in element.children ?? [] {
      append(child, indent: indent + "  ", to: &lines)
    }
  }

  /// A field's placeholder, shown while its text is empty.
  private static func hint(_ element: ElementSnapshot) -> String {
    let placeholder = element.placeholder ?? ""
    return (element.text ?? "").isEmpty && !placeholder.isEmpty ? " (\(placeholder))" : ""
  }

  /// `[#####-----] 50%` for a fraction, `[working…]` when indeterminate.
  private static func progressBar(_ fraction: Double?) -> String {
    guard let fraction else { return "[working…]" }
    let filled = Int((fraction * 20).rounded(.down))
    let percent = Int((fraction * 100).rounded(.down))
    return
      "[\(String(repeating: "#", count: filled))\(String(repeating: "-", count: 20 - filled))] "
      + "\(percent)%"
  }
}
