/// Renders a screen as plain text for people: one element a line, each with its id.
///
/// The id comes first on every line so a person knows what to type. Hidden elements are left
/// out, secure fields are masked, list rows are numbered from 1 (a `>` marks the selected one),
/// and the alert is drawn after the scene. Every text a screen holds may have come from a
/// server, so its control characters are written visibly (`\u{1B}`), a line break inside a
/// label included: a screen drawn on a terminal shows what the stage holds, and nothing in it
/// can act on the terminal.
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
    var lines = Lines()
    // Room for a line or two an element, so that short screens are written with no regrowth.
    lines.reserve(64 * (screen.elements.count + 1))
    if let scene = screen.scene {
      lines.start()
      lines.write(literal: "[")
      lines.write(scene)
      lines.write(literal: "]")
      if !screen.title.isEmpty {
        lines.write(literal: " ")
        lines.write(screen.title)
      }
      if screen.isModal {
        lines.write(literal: " (modal)")
      }
      appendAll(screen.elements, indent: "", to: &lines)
    } else {
      lines.add("(no scene)")
    }
    if let alert = screen.alert {
      lines.add("--- \(alert.style == .confirmation ? "confirm" : "alert"): \(alert.title) ---")
      if !alert.message.isEmpty {
        for line in alert.message.split(separator: "\n", omittingEmptySubsequences: false) {
          lines.start()
          lines.write(line)
        }
      }
      for button in alert.buttons {
        let mark = button.role == .destructive ? " (destructive)" : ""
        lines.add("\(button.id): <\(button.title)>\(mark)")
      }
    }
    return lines.text
  }

  /// The widest a line of the text rendering gets where the renderer has the choice: a
  /// horizontal stack whose children would go past it is listed one under the other.
  static let lineWidth = 80

  /// The text rendered so far. Each line is written in place, piece by piece, right after the
  /// line before, as UTF-8 bytes made into a string once at the end: a screen is rendered after
  /// every script step, and building a string for each line, appending pieces to a string (each
  /// append checks and updates the string's flags) and joining an array of lines cost more than
  /// copying the bytes.
  private struct Lines {
    private var bytes: [UInt8] = []
    /// How many lines there are; a line may be empty.
    private(set) var count = 0

    /// The lines so far, separated by `\n`.
    var text: String {
      String(decoding: bytes, as: UTF8.self)
    }

    mutating func reserve(_ capacity: Int) {
      bytes.reserveCapacity(capacity)
    }

    /// Begins a new line; ``write(_:)`` fills it.
    mutating func start() {
      if count > 0 {
        bytes.append(UInt8(ascii: "\n"))
      }
      count += 1
    }

    /// Writes a part of a line; its control characters are written visibly, so that a part
    /// can never end the line or act on a terminal.
    mutating func write(_ part: String) {
      guard !part.isEmpty else { return }
      // One look at the bytes in place serves both the check and the copy.
      var part = part
      let isCopied = part.withUTF8 { utf8 in
        guard !VisibleText.needsEscaping(utf8) else { return false }
        bytes.append(contentsOf: utf8)
        return true
      }
      if !isCopied {
        bytes.append(contentsOf: VisibleText.escaping(part).utf8)
      }
    }

    /// Writes a part of the renderer's own, which holds no control character.
    mutating func write(literal part: StaticString) {
      // An empty part, as "(disabled)" is for an enabled element, costs a call otherwise.
      guard part.utf8CodeUnitCount > 0 else { return }
      part.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    mutating func write(_ part: Substring) {
      if VisibleText.needsEscaping(part.utf8) {
        bytes.append(contentsOf: VisibleText.escaping(part).utf8)
      } else {
        bytes.append(contentsOf: part.utf8)
      }
    }

    /// Writes another text's lines at the end of the line being written.
    mutating func append(_ other: Lines) {
      bytes.append(contentsOf: other.bytes)
    }

    /// Begins a new line that is a copy of a one-line text.
    mutating func startLine(copying line: Lines) {
      start()
      bytes.append(contentsOf: line.bytes)
    }

    /// Whether the text is at most a width of characters; counting bytes first spares counting
    /// characters in the common case.
    func fits(inWidth width: Int) -> Bool {
      bytes.count <= width || text.count <= width
    }

    /// Adds a whole line.
    mutating func add(_ line: String) {
      start()
      write(line)
    }
  }

  private static func appendAll(
    _ elements: [ElementSnapshot], indent: String, to lines: inout Lines
  ) {
    for index in elements.indices {
      append(elements, at: index, indent: indent, to: &lines)
    }
  }

  /// Writes the element at an index, and what it holds.
  ///
  /// The element is read field by field from the array: passed whole, or given a name, it
  /// would be copied, every string and array in it retained and released, for every element of
  /// every rendering.
  private static func append(
    _ elements: [ElementSnapshot], at index: Int, indent: String, to lines: inout Lines
  ) {
    guard !elements[index].isHidden else { return }
    let disabled: StaticString = elements[index].isEnabled ? "" : " (disabled)"
    let text = elements[index].text ?? ""
    switch elements[index].kind {
    case .row:
      appendRow(elements, at: index, indent: indent, to: &lines)
      return
    case .scene:
      // A child scene's elements read as the screen's own: the header names the scene.
      appendAll(elements[index].children ?? [], indent: indent, to: &lines)
      return
    default:
      lines.start()
      if !indent.isEmpty {
        lines.write(indent)
      }
      lines.write(elements[index].id)
    }
    // Each kind writes the colon after the id with what follows it, as one part: the renderer
    // writes many short parts a screen, and each costs more than its few bytes.
    switch elements[index].kind {
    case .label:
      if text.isEmpty {
        lines.write(literal: ":")
      } else {
        lines.write(literal: ": ")
        lines.write(text)
      }
    case .field:
      lines.write(literal: ": [")
      lines.write(text)
      lines.write(literal: "]")
      writeHint(elements[index].placeholder, text: text, to: &lines)
      lines.write(literal: disabled)
    case .button:
      lines.write(literal: ": <")
      lines.write(text)
      lines.write(literal: ">")
      lines.write(literal: disabled)
    case .toggle:
      lines.write(literal: elements[index].isOn == true ? ": [on] " : ": [off] ")
      lines.write(text)
      lines.write(literal: disabled)
    case .choice:
      lines.write(literal: ":")
      let options = (elements[index].options ?? []).map { $0 == text ? "(\($0))" : $0 }
      if let title = elements[index].title, !title.isEmpty {
        lines.write(" ")
        lines.write(title)
        lines.write(":")
      }
      lines.write(" ")
      lines.write(options.joined(separator: " | "))
      lines.write(literal: disabled)
    case .image:
      lines.write(literal: ":")
      let size = elements[index].size.map { ", \($0.width)×\($0.height)" } ?? ""
      lines.write(" (image: \(text)\(size))")
    case .progress:
      lines.write(literal: ":")
      lines.write(" ")
      lines.write(progressBar(elements[index].fraction))
    case .textArea:
      lines.write(literal: ":")
      if text.isEmpty {
        lines.write(" |")
      }
      writeHint(elements[index].placeholder, text: text, to: &lines)
      lines.write(literal: disabled)
      if !text.isEmpty {
        for row in text.split(separator: "\n", omittingEmptySubsequences: false) {
          lines.start()
          lines.write(indent)
          lines.write("  | ")
          lines.write(row)
        }
      }
    case .list:
      lines.write(literal: ":")
      let rows = elements[index].rows ?? []
      lines.write(literal: rows.isEmpty ? " (empty)" : "")
      lines.write(literal: disabled)
      let selectedRow = elements[index].selectedRow
      for (rowIndex, row) in rows.enumerated() {
        lines.start()
        lines.write(indent)
        lines.write(selectedRow == rowIndex + 1 ? "  > " : "    ")
        lines.write(String(rowIndex + 1))
        lines.write(". ")
        lines.write(row)
      }
    case .stack:
      lines.write(literal: ":")
      appendAll(elements[index].children ?? [], indent: indent + "  ", to: &lines)
    case .tabBar:
      lines.write(literal: ":")
      let titles = (elements[index].options ?? []).map { $0 == text ? "(\($0))" : $0 }
      lines.write(" ")
      lines.write(titles.joined(separator: " | "))
      lines.write(literal: disabled)
    case .row, .scene:
      break  // Written above, with no line of their own.
    }
  }

  /// A horizontal stack: its children on one line after the stack's id when each renders as one
  /// line and the whole fits in ``lineWidth``; else one under the other.
  private static func appendRow(
    _ elements: [ElementSnapshot], at index: Int, indent: String, to lines: inout Lines
  ) {
    let id = elements[index].id
    let children = elements[index].children ?? []
    // Written as bytes, each child once: joining strings and counting characters took a tenth
    // of a small scene's rendering.
    var line = Lines()
    line.start()
    line.write(indent)
    line.write(id)
    line.write(literal: ":")
    var fitsOneLine = true
    for child in children.indices {
      var childLines = Lines()
      append(children, at: child, indent: "", to: &childLines)
      guard childLines.count > 0 else { continue }
      guard childLines.count == 1 else {
        fitsOneLine = false
        break
      }
      line.write(literal: "   ")
      line.append(childLines)
    }
    if fitsOneLine, line.fits(inWidth: lineWidth) {
      lines.startLine(copying: line)
      return
    }
    lines.start()
    lines.write(indent)
    lines.write(id)
    lines.write(literal: ":")
    for child in children.indices {
      append(children, at: child, indent: indent + "  ", to: &lines)
    }
  }

  /// A field's placeholder, shown while its text is empty.
  private static func writeHint(_ placeholder: String?, text: String, to lines: inout Lines) {
    guard let placeholder, !placeholder.isEmpty, text.isEmpty else { return }
    lines.write(literal: " (")
    lines.write(placeholder)
    lines.write(literal: ")")
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
