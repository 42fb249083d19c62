/// The help text of every command of the command language.
package enum HelpCatalog {
  /// The column at which summaries start.
  static let usageWidth = 36

  /// Every command, in the order `help` lists them.
  static let commands: [CommandHelp] = [
    CommandHelp(
      name: "show",
      forms: [.init(usage: "show", summary: "render the top scene (and alert, if any)")],
      discussion: """
        The top scene is drawn as a header, [Scene] Title, then one element a line, each
        starting with its ID. Hidden elements are left out, secure fields are masked and list
        rows are numbered from 1. An alert is drawn below the scene.
        """,
      examples: ["show"]),
    CommandHelp(
      name: "tap",
      forms: [.init(usage: "tap ID", summary: "tap a button (of the alert, if one is showing)")],
      discussion: "While an alert is up only its buttons take taps, by their IDs, such as 'ok'.",
      examples: ["tap save", "tap ok"]),
    CommandHelp(
      name: "type",
      forms: [
        .init(usage: "type ID TEXT", summary: "replace a field's or text area's text")
      ],
      discussion: """
        TEXT is a bare word or double-quoted text, where \\" is a quote, \\\\ a backslash, \\n
        a line break and \\u{1B} any Unicode scalar by its hexadecimal value.
        Type "" to empty a field.
        """,
      examples: ["type name Ada", #"type note "two words""#, #"type note """#]),
    CommandHelp(
      name: "select",
      forms: [.init(usage: "select ID N", summary: "select row N (from 1) of a list")],
      examples: ["select items 1"]),
    CommandHelp(
      name: "toggle",
      forms: [.init(usage: "toggle ID", summary: "flip a toggle on or off")],
      examples: ["toggle notifications"]),
    CommandHelp(
      name: "choose",
      forms: [
        .init(usage: "choose ID OPTION", summary: "choose an option of a choice by its title")
      ],
      discussion: """
        OPTION is the option's title as shown, in double quotes if it has blanks; case is
        ignored when no title matches exactly.
        """,
      examples: ["choose order Population", #"choose size "Extra large""#]),
    CommandHelp(
      name: "tab",
      forms: [.init(usage: "tab TITLE", summary: "switch to the tab titled TITLE on the tab bar")],
      discussion: """
        As a tap on the tab bar does: the tab shows where it was left, with its own way back.
        Case is ignored when no title matches exactly. Check the tab with expect tab is TITLE.
        """,
      examples: ["tab Favorites", #"tab "Recently viewed""#]),
    CommandHelp(
      name: "back",
      forms: [
        .init(usage: "back", summary: "go back in the shown tab or modal, else pop the top scene")
      ],
      discussion: """
        Pops the innermost stack shown that holds more than one scene (the shown tab's, a modal
        stack's), dismisses a lone modal scene, else pops the navigation stack.
        """,
      examples: ["back"]),
    CommandHelp(
      name: "open",
      forms: [.init(usage: "open LINK", summary: "show what a link of the application points to")],
      discussion: """
        Shows the link's target over the scenes a person would have come through, so 'back'
        goes where it would. A link into a part of the application that needs a sign-in (or
        another handover) shows that step first and goes on to the target right after it;
        leaving that step drops the link. 'help' on the tool lists the links it opens.
        """,
      examples: ["open app://items/42", #"open "app://search?q=two+words""#]),
    CommandHelp(
      name: "wait",
      forms: [
        .init(
          usage: "wait [DURATION]",
          summary: "advance the clock by DURATION; bare: until no timer is pending")
      ],
      discussion: """
        DURATION is a whole number with ms, s or m, as in 250ms, 2s or 1m, and at most 24 hours
        (1440m). Scripts run on a clock that moves only when told, so 'wait 300ms' fires a
        300 ms debounce at once. In the interactive session the clock is real and 'wait 2s'
        takes two seconds; a wait over a second says it is still working, and Ctrl-C ends it.
        """,
      examples: ["wait 300ms", "wait"]),
    CommandHelp(
      name: "expect",
      forms: [
        .init(
          usage: "expect screen [not] has TEXT", summary: "the rendered top scene contains TEXT"),
        .init(usage: "expect scene [not] is NAME", summary: "the top scene is NAME"),
        .init(usage: "expect tab [not] is TITLE", summary: "the selected tab is TITLE"),
        .init(usage: "expect alert [not] has TEXT", summary: "an alert showing TEXT is up"),
        .init(usage: "expect alert none", summary: "no alert is up"),
        .init(usage: "expect ID [not] is TEXT", summary: "the element's text is exactly TEXT"),
        .init(usage: "expect ID [not] has TEXT", summary: "the element's text contains TEXT"),
        .init(usage: "expect ID count N", summary: "a list has N rows"),
        .init(usage: "expect ID enabled|disabled", summary: "the element takes input, or does not"),
        .init(usage: "expect ID hidden|visible", summary: "the element is hidden, or shown"),
        .init(usage: "expect ID on|off", summary: "a toggle is on, or off"),
      ],
      discussion: """
        An element's text is a label's text, a field's or text area's text (masked if secure),
        a button's or toggle's title, a choice's chosen option, an image's description or a
        progress's percentage ("working" when it has none); 'has' on a list holds when one of
        its rows contains TEXT. A failed expectation
        stops a script. Quote an ID that is spelled like screen, scene, tab or alert:
        expect "alert" is Hello.
        """,
      examples: [
        "expect scene is Start", #"expect error is "A name is needed""#,
        "expect items has Ada", "expect items count 3", "expect save disabled",
        "expect alert none", "expect notifications on", "expect order is Population",
        "expect tab is Favorites",
      ]),
    CommandHelp(
      name: "state",
      forms: [.init(usage: "state", summary: "print the top scene's LogicState")],
      examples: ["state"]),
    CommandHelp(
      name: "scenes",
      forms: [.init(usage: "scenes", summary: "list the acts and scenes")],
      examples: ["scenes"]),
    CommandHelp(
      name: "help",
      forms: [.init(usage: "help [COMMAND]", summary: "list the commands, or explain one")],
      examples: ["help", "help expect"]),
    CommandHelp(
      name: "quit",
      aliases: ["exit"],
      forms: [.init(usage: "quit | exit", summary: "end the session")],
      examples: ["quit"]),
  ]

  /// Every name a command answers to, for suggestions.
  package static let commandNames: [String] = commands.flatMap { [$0.name] + $0.aliases }

  /// The help of a command, by name or alias.
  ///
  /// - Parameter name: The command's name.
  /// - Returns: Its help, or `nil` if there is no such command.
  static func help(for name: String) -> CommandHelp? {
    commands.first { $0.name == name || $0.aliases.contains(name) }
  }

  /// The syntax of a command, such as `tap ID`, for error messages.
  ///
  /// - Parameter name: The command's name.
  /// - Returns: The forms joined by " or ".
  static func usage(of name: String) -> String {
    help(for: name)?.forms.map(\.usage).joined(separator: " or ") ?? name
  }

  /// The text of a bare `help`: every form of every command.
  static var overview: String {
    var lines = ["Commands, one a line (# starts a comment; TEXT is a word or \"quoted text\"):"]
    for command in commands {
      for form in command.forms {
        let padding = String(repeating: " ", count: max(1, usageWidth - form.usage.count))
        lines.append("  \(form.usage)\(padding)\(form.summary)")
      }
    }
    lines.append("Type 'help COMMAND' for more about one command.")
    return lines.joined(separator: "\n")
  }
}
