/// What `help` says about one command: its forms, more detail and examples.
struct CommandHelp: Sendable {
  /// One way to write the command, with what it does.
  struct Form: Sendable {
    /// The widest syntax that shares the summaries' column.
    static let widestUsage = 32

    /// The syntax, such as `tap ID`.
    var usage: String
    /// What this form does, in a few words.
    var summary: String

    /// The forms as `help` lists them: indented, the summaries in one column.
    static func table(_ forms: [Form]) -> String {
      HelpLayout.table(forms.map { ($0.usage, $0.summary) }, widestShared: widestUsage)
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
    var sections = [Form.table(forms)]
    if !discussion.isEmpty {
      sections.append(HelpLayout.prose(discussion))
    }
    if !examples.isEmpty {
      sections.append((["Examples:"] + examples.map { "  \($0)" }).joined(separator: "\n"))
    }
    return sections.joined(separator: "\n\n")
  }
}
