import DLC

extension CommandTable {
  /// The command language: every command, its arguments, its help and how it is read.
  package static let standard = CommandTable([
    CommandDeclaration(
      name: "show", summary: "render the top scene (and alert, if any)",
      discussion: """
        The top scene is drawn as a header, [Scene] Title, then one element a line, each
        starting with its ID. Hidden elements are left out, secure fields are masked and list
        rows are numbered from 1. An alert is drawn below the scene.
        """,
      reading: .show),
    CommandDeclaration(
      name: "tap", on: .buttons, naming: "a button",
      summary: "tap a button (of the alert, if one is showing)",
      discussion: "While an alert is up only its buttons take taps, by their IDs, such as 'ok'.",
      examples: ["tap save", "tap ok"], reading: Command.tap(id:)),
    CommandDeclaration(
      name: "type",
      arguments: [
        .init(position: 0, completion: [.elements(taking: .text)]),
        .init(position: 1, isText: true, typesIntoArgument: 0),
      ],
      help: CommandHelp(
        forms: [
          .init(usage: "type ID TEXT", summary: "replace a field's or text area's text")
        ],
        discussion: """
          TEXT is a bare word or double-quoted text, where \\" is a quote, \\\\ a backslash, \\n
          a line break and \\u{1B} any Unicode scalar by its hexadecimal value.
          Type "" to empty a field.
          """,
        examples: ["type name Ada", #"type note "two words""#, #"type note """#]),
      read: { line throws(ParseError) in
        let id = try line.id(missing: "'type' needs a field's ID and the TEXT to type")
        let text = try line.typedText(
          missing: "'type' needs the TEXT to type into '\(id)'; type \"\" for none")
        return .type(id: id, text: text)
      }),
    CommandDeclaration(
      name: "select",
      arguments: [.init(position: 0, completion: [.elements(taking: .rowSelection)])],
      help: CommandHelp(
        forms: [.init(usage: "select ID N", summary: "select row N (from 1) of a list")],
        examples: ["select items 1"]),
      read: { line throws(ParseError) in
        let id = try line.id(missing: "'select' needs a list's ID and a row number")
        let row = try line.argument(missing: "'select' needs the row of '\(id)' to select, from 1")
        return .select(id: id, row: try line.wholeNumber(row, from: 1, naming: "a row"))
      }),
    CommandDeclaration(
      name: "toggle", on: .elements(taking: .flip), naming: "a toggle",
      summary: "flip a toggle on or off", examples: ["toggle notifications"],
      reading: Command.toggle(id:)),
    CommandDeclaration(
      name: "choose",
      arguments: [
        .init(position: 0, completion: [.elements(taking: .option)]),
        .init(position: 1, completion: [.options(ofArgument: 0)], isText: true),
      ],
      help: CommandHelp(
        forms: [
          .init(usage: "choose ID OPTION", summary: "choose an option of a choice by its title")
        ],
        discussion: """
          OPTION is the option's title as shown, in double quotes if it has blanks; case is
          ignored when no title matches exactly.
          """,
        examples: ["choose order Population", #"choose size "Extra large""#]),
      read: { line throws(ParseError) in
        let id = try line.id(missing: "'choose' needs a choice's ID and the OPTION to choose")
        let option = try line.argument(missing: "'choose' needs the OPTION of '\(id)' to choose")
        return .choose(id: id, option: option.text)
      }),
    CommandDeclaration(
      name: "tab",
      arguments: [.init(position: 0, completion: [.tabTitles], isText: true)],
      help: CommandHelp(
        forms: [
          .init(usage: "tab TITLE", summary: "switch to the tab titled TITLE on the tab bar")
        ],
        discussion: """
          As a tap on the tab bar does: the tab shows where it was left, with its own way back.
          Case is ignored when no title matches exactly. Check the tab with expect tab is TITLE.
          """,
        examples: ["tab Favorites", #"tab "Recently viewed""#]),
      read: { line throws(ParseError) in
        .tab(
          title: try line.argument(missing: "'tab' needs the TITLE of a tab on the tab bar").text)
      }),
    CommandDeclaration(
      name: "back", summary: "go back in the shown tab or modal, else pop the top scene",
      discussion: """
        Pops the innermost stack shown that holds more than one scene (the shown tab's, a modal
        stack's), dismisses a lone modal scene, else pops the navigation stack.
        """,
      reading: .back),
    CommandDeclaration(
      name: "open",
      arguments: [.init(position: 0, completion: [.links])],
      help: CommandHelp(
        forms: [
          .init(usage: "open LINK", summary: "show what a link of the application points to")
        ],
        discussion: """
          Shows the link's target over the scenes a person would have come through, so 'back'
          goes where it would. A link into a part of the application that needs a sign-in (or
          another handover) shows that step first and goes on to the target right after it;
          leaving that step drops the link. 'help' on the tool lists the links it opens.
          """,
        examples: ["open app://items/42", #"open "app://search?q=two+words""#]),
      read: { line throws(ParseError) in
        .open(link: try line.argument(missing: "'open' needs a LINK, such as app://path").text)
      }),
    CommandDeclaration(
      name: "wait",
      help: CommandHelp(
        forms: [
          .init(
            usage: "wait [DURATION]",
            summary: "advance the clock by DURATION; bare: until no timer is pending")
        ],
        discussion: """
          DURATION is a whole number with ms, s or m, as in 250ms, 2s or 1m, and at most 24 hours
          (1440m). Scripts run on a clock that moves only when told, so 'wait 300ms' fires a
          300 ms debounce at once, and each timer due fires in turn: 'wait 3s' ticks a clock of
          one second three times (up to 100000 timers; a bare 'wait' fires at most 1000). In
          the interactive session the clock is real and 'wait 2s' takes two seconds; a wait
          over a second says, as it starts, that Ctrl-C ends it.
          """,
        examples: ["wait 300ms", "wait"]),
      read: { line throws(ParseError) in
        guard let token = line.next() else { return .wait(nil) }
        return .wait(try line.duration(token))
      }),
    expect,
    CommandDeclaration(
      name: "state", summary: "print the top scene's LogicState", reading: .state),
    CommandDeclaration(name: "scenes", summary: "list the acts and scenes", reading: .scenes),
    CommandDeclaration(
      name: "help",
      arguments: [.init(position: 0, completion: [.commandNames])],
      help: CommandHelp(
        forms: [.init(usage: "help [COMMAND]", summary: "list the commands, or explain one")],
        examples: ["help", "help expect"]),
      read: { line throws(ParseError) in
        guard let token = line.next() else { return .help(topic: nil) }
        return .help(topic: try line.helpTopic(token))
      }),
    CommandDeclaration(
      name: "quit", aliases: ["exit"], summary: "end the session", reading: .quit),
  ])

  /// `expect`, whose arguments depend on what it checks: a screen, a scene, a tab, an alert or
  /// an element.
  private static let expect = CommandDeclaration(
    name: "expect",
    arguments: ExpectationForm.arguments,
    help: CommandHelp(
      forms: ExpectationForm.all.map(\.help),
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
    read: { line throws(ParseError) in .expect(try line.expectation()) })
}
