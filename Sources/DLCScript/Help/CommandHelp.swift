/// What `help` says about one command: its forms, more detail and examples.
struct CommandHelp {
  /// One way to write the command, with what it does.
  struct Form {
    /// The syntax, such as `tap ID`.
    var usage: String
    /// What this form does, in a few words.
    var summary: String
  }

  /// The command's name, as typed.
  var name: String

  /// Other names it answers to, such as `exit` for `quit`.
  var aliases: [String] = []

  /// Every form, in the order `help` lists them.
  var forms: [Form]

  /// Detail beyond the summaries; may be empty.
  var discussion: String = ""

  /// Example lines, each a command as it would be typed.
  var examples: [String] = []

  /// The text of `help NAME`.
  var text: String {
    var lines = forms.map { "  \($0.usage.padding(to: HelpCatalog.usageWidth))\($0.summary)" }
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

extension String {
  /// The string followed by spaces up to `width` characters, and at least one space.
  fileprivate func padding(to width: Int) -> String {
    self + String(repeating: " ", count: Swift.max(1, width - count))
  }
}
