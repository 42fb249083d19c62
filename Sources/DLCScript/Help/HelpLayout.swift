/// Lays help out for a terminal of 80 columns, for the tools and the command language alike: usage lines broken between their options, and
/// tables of a label and its explanation, the explanations in one column and wrapped.
package enum HelpLayout {
  /// The widest line help makes, but for a single word longer than the line.
  package static let width = 80
  /// The widest label that shares the explanations' column; a wider one has its explanation
  /// on the next line, so that one long label does not push every explanation to the right.
  package static let widestSharedLabel = 24

  /// A usage line, broken before the part that would pass the width and continued under the
  /// first part after the command.
  ///
  /// - Parameters:
  ///   - command: What the line starts with, such as `Usage: shop run`.
  ///   - parts: The options and operands, each kept whole, such as `[--server URL]`.
  /// - Returns: The line, or lines.
  package static func usage(_ command: String, _ parts: [String]) -> String {
    // Under the first part, unless a long command would leave the parts too little room.
    let indent = command.count < width / 2 ? command.count + 1 : 8
    return broken(command, parts, indent: String(repeating: " ", count: indent))
  }

  /// A first part and the others after it, broken before a part that would pass the width,
  /// each later line starting with the indent.
  private static func broken(_ first: String, _ parts: [String], indent: String) -> String {
    var lines: [String] = []
    var line = first
    var isBare = true
    for part in parts {
      defer { isBare = false }
      // The first part stays beside the command unless the command alone fills the line.
      if line.count + 1 + part.count > width, !isBare || line.count > width / 2 {
        lines.append(line)
        line = indent + part
      } else {
        line += " " + part
      }
    }
    return (lines + [line]).joined(separator: "\n")
  }

  /// The words of a usage, each `[…]` group whole, as `dlc [--server URL] FILE...` has three.
  private static func usageParts(_ text: String) -> [String] {
    var parts: [String] = []
    var depth = 0
    for word in text.split(separator: " ") {
      if depth > 0, let last = parts.popLast() {
        parts.append(last + " " + word)
      } else {
        parts.append(String(word))
      }
      depth += word.count(where: { $0 == "[" }) - word.count(where: { $0 == "]" })
    }
    return parts
  }

  /// Rows of a label and its explanation, indented by two columns, the explanations aligned
  /// and wrapped at the width.
  ///
  /// - Parameters:
  ///   - rows: Each label, such as `--port N`, and what it means.
  ///   - widestShared: The widest label that shares the explanations' column.
  /// - Returns: The table, a row a line or more, with no line break at the end.
  package static func table(
    _ rows: [(label: String, text: String)], widestShared: Int = widestSharedLabel
  ) -> String {
    let shared = rows.map(\.label.count).filter { $0 <= widestShared }.max() ?? 0
    let column = 2 + shared + 2
    let hanging = String(repeating: " ", count: column)
    return rows.map { label, text in
      let lines = wrap(text, to: width - column)
      let first = "  " + label
      guard first.count + 2 <= column else {
        // A label too wide for a line is broken as a usage line is, between its parts.
        let parts = usageParts(label)
        let head = "  " + (parts.first ?? "")
        let labelLines =
          first.count <= width ? first : broken(head, Array(parts.dropFirst()), indent: "      ")
        return ([labelLines] + lines.map { hanging + $0 }).joined(separator: "\n")
      }
      let padding = String(repeating: " ", count: column - first.count)
      return ([first + padding + (lines.first ?? "")] + lines.dropFirst().map { hanging + $0 })
        .joined(separator: "\n")
    }.joined(separator: "\n")
  }

  /// A table under its title, such as `Options:`.
  ///
  /// - Parameters:
  ///   - title: The title, with its colon.
  ///   - rows: The table's rows, as ``table(_:widestShared:)`` lays them out.
  /// - Returns: The title, and the table below it.
  package static func section(_ title: String, _ rows: [(label: String, text: String)]) -> String {
    title + "\n" + table(rows)
  }

  /// Paragraphs laid out again at the width: each paragraph (the text between blank lines)
  /// becomes one run of words, wrapped.
  ///
  /// - Parameter text: The paragraphs, broken into lines anywhere.
  /// - Returns: The paragraphs, wrapped, with a blank line between them.
  package static func prose(_ text: String) -> String {
    text.split(separator: "\n\n").map { paragraph in
      wrap(paragraph.split(whereSeparator: \.isWhitespace).joined(separator: " "), to: width)
        .joined(separator: "\n")
    }.joined(separator: "\n\n")
  }

  /// A text broken into lines of at most `width` characters between words; a word longer than
  /// that has a line of its own.
  package static func wrap(_ text: String, to width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      if line.isEmpty {
        line = String(word)
      } else if line.count + 1 + word.count <= width {
        line += " " + word
      } else {
        lines.append(line)
        line = String(word)
      }
    }
    if !line.isEmpty || lines.isEmpty {
      lines.append(line)
    }
    return lines
  }
}
