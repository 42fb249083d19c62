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
    // Room for a line or two an element, so that short screens are written with no regrowth.
    var lines = Lines(capacity: 64 * (screen.elements.count + 1))
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
  ///
  /// The bytes are kept in memory of its own rather than in an array: a screen is written in a
  /// dozen parts or more of a few bytes each, and an array's append of a few bytes (its checks
  /// for sharing and room, sized for any sequence) cost several times the copy. Not copyable,
  /// so that the memory has one owner, which frees it.
  private struct Lines: ~Copyable {
    private var bytes: UnsafeMutablePointer<UInt8>
    private var byteCount = 0
    private var capacity: Int
    /// How many lines there are; a line may be empty.
    private(set) var count = 0

    /// Creates an empty text.
    ///
    /// - Parameter capacity: The bytes it holds before it needs more memory.
    init(capacity: Int = 64) {
      self.capacity = max(capacity, 16)
      bytes = .allocate(capacity: self.capacity)
    }

    deinit {
      bytes.deallocate()
    }

    /// The lines so far, separated by `\n`.
    var text: String {
      String(decoding: UnsafeBufferPointer(start: bytes, count: byteCount), as: UTF8.self)
    }

    /// Begins a new line; ``write(_:)`` fills it.
    mutating func start() {
      if count > 0 {
        copy(UInt8(ascii: "\n"))
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
        copy(utf8)
        return true
      }
      if !isCopied {
        var escaped = VisibleText.escaping(part)
        escaped.withUTF8 { copy($0) }
      }
    }

    /// Writes a part of the renderer's own, which holds no control character.
    mutating func write(literal part: StaticString) {
      part.withUTF8Buffer { copy($0) }
    }

    mutating func write(_ part: Substring) {
      var part = part
      if VisibleText.needsEscaping(part.utf8) {
        var escaped = VisibleText.escaping(part)
        escaped.withUTF8 { copy($0) }
      } else {
        part.withUTF8 { copy($0) }
      }
    }

    /// Writes another text's lines at the end of the line being written.
    mutating func append(_ other: borrowing Lines) {
      copy(UnsafeBufferPointer(start: other.bytes, count: other.byteCount))
    }

    /// Begins a new line that is a copy of a one-line text.
    mutating func startLine(copying line: borrowing Lines) {
      start()
      append(line)
    }

    /// Whether the text is at most a width of characters; counting bytes first spares counting
    /// characters in the common case.
    func fits(inWidth width: Int) -> Bool {
      byteCount <= width || text.count <= width
    }

    /// Copies bytes to the end, making room first if needed.
    private mutating func copy(_ part: UnsafeBufferPointer<UInt8>) {
      guard let source = part.baseAddress, !part.isEmpty else { return }
      makeRoom(for: part.count)
      (bytes + byteCount).initialize(from: source, count: part.count)
      byteCount += part.count
    }

    /// Copies one byte to the end, making room first if needed.
    private mutating func copy(_ byte: UInt8) {
      makeRoom(for: 1)
      (bytes + byteCount).initialize(to: byte)
      byteCount += 1
    }

    /// Grows the memory, to twice its size at least, when it cannot hold `extra` more bytes.
    private mutating func makeRoom(for extra: Int) {
      guard byteCount + extra > capacity else { return }
      let grown = max(byteCount + extra, capacity * 2)
      let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
      moved.initialize(from: bytes, count: byteCount)
      bytes.deallocate()
      bytes = moved
      capacity = grown
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
