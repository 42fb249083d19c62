/// What `help` says about one command: its forms, more detail and examples.
struct CommandHelp: Sendable {
  /// One way to write the command, with what it does.
  struct Form: Sendable {
    /// The column at which summaries start.
    static let usageWidth = 36

    /// The syntax, such as `tap ID`.
    var usage: String
    /// What this form does, in a few words.
    var summary: String

    /// The form as `help` lists it: indented, the summary at ``usageWidth``, at least one
    /// blank after the usage.
    var line: String {
      "  \(usage)\(String(repeating: " ", count: max(1, Self.usageWidth - usage.count)))\(summary)"
    }
  }

  /// Every form, in the order `help` lists them.
  var forms: [Form]

  /// Detail beyond the summaries; may be empty.
  var discussion: String = ""

  /// Example lines, each a command as it would be typed.
  var examples: [String] = []

  /// The syntax of every form, such as `tap ID`, joined by " or ", for error messages.
  var usage: String {
    forms.map(\.usage).joined(separator: " or ")
  }

  /// The text of `help NAME`.
  var text: String {
    var lines = forms.map(\.line)
    if !discussion.isEmpty {
      lines.append("")
      lines.append(discussion)
    }
    if !examples.isEmpty {
      lines.append("")
      lines.append("Examples:")
      lines.append(contentsOf: examples.map { "  \($0)" })
    }
    return lines.joined(separator: "\n")
  }
}
