/// One way to write `expect`, said once: `help` prints its usage and Tab follows its words, and
/// a test holds the parser to every form.
struct ExpectationForm: Sendable {
  /// A word of a form.
  enum Word: Sendable, Equatable {
    /// A keyword, written as it is.
    case keyword(String)
    /// A keyword that may be left out, such as `not`.
    case optional(String)
    /// One of several keywords, such as `enabled|disabled`.
    case oneOf([String])
    /// A value: its placeholder in the usage, where Tab finds it, and whether it is free text.
    case value(String, completion: [ArgumentCompletion], isText: Bool)

    /// An element's ID, any element a person can see.
    static let id = Word.value("ID", completion: [.anyElement], isText: false)
    /// Free text.
    static let text = Word.value("TEXT", completion: [], isText: true)

    /// How the usage writes it.
    var usage: String {
      switch self {
      case .keyword(let word): word
      case .optional(let word): "[\(word)]"
      case .oneOf(let words): words.joined(separator: "|")
      case .value(let placeholder, _, _): placeholder
      }
    }
  }

  /// The words after `expect`.
  var words: [Word]
  /// What the form checks, in a few words.
  var summary: String

  /// Every form, in the order `help` lists them; an element's come last, since an ID stands
  /// for any word and Tab takes the first place that fits the words typed.
  static let all: [ExpectationForm] = [
    ExpectationForm(
      words: [.keyword("screen"), .optional("not"), .keyword("has"), .text],
      summary: "the rendered top scene contains TEXT"),
    ExpectationForm(
      words: [
        .keyword("scene"), .optional("not"), .keyword("is"),
        .value("NAME", completion: [.sceneNames], isText: false),
      ],
      summary: "the top scene is NAME"),
    ExpectationForm(
      words: [
        .keyword("tab"), .optional("not"), .keyword("is"),
        .value("TITLE", completion: [.tabTitles], isText: true),
      ],
      summary: "the selected tab is TITLE"),
    ExpectationForm(
      words: [.keyword("alert"), .optional("not"), .keyword("has"), .text],
      summary: "an alert showing TEXT is up"),
    ExpectationForm(words: [.keyword("alert"), .keyword("none")], summary: "no alert is up"),
    ExpectationForm(
      words: [.id, .optional("not"), .keyword("is"), .text],
      summary: "the element's text is exactly TEXT"),
    ExpectationForm(
      words: [.id, .optional("not"), .keyword("has"), .text],
      summary: "the element's text contains TEXT"),
    ExpectationForm(
      words: [.id, .keyword("count"), .value("N", completion: [], isText: false)],
      summary: "a list has N rows"),
    ExpectationForm(
      words: [.id, .oneOf(["enabled", "disabled"])],
      summary: "the element takes input, or does not"),
    ExpectationForm(
      words: [.id, .oneOf(["hidden", "visible"])], summary: "the element is hidden, or shown"),
    ExpectationForm(words: [.id, .oneOf(["on", "off"])], summary: "a toggle is on, or off"),
  ]

  /// The form as `help` lists it, such as `expect ID [not] is TEXT`.
  var help: CommandHelp.Form {
    CommandHelp.Form(
      usage: (["expect"] + words.map(\.usage)).joined(separator: " "), summary: summary)
  }

  /// The words a line of the form may have, each way of writing it: with and without each
  /// optional keyword, and with each keyword of a choice.
  var spellings: [[Word]] {
    words.reduce([[]]) { spellings, word in
      switch word {
      case .optional(let keyword):
        spellings + spellings.map { $0 + [.keyword(keyword)] }
      case .oneOf(let keywords):
        keywords.flatMap { keyword in spellings.map { $0 + [.keyword(keyword)] } }
      case .keyword, .value:
        spellings.map { $0 + [word] }
      }
    }
  }

  /// The arguments of `expect`, for Tab and for secret masking: each place a word of some form
  /// stands, after the words before it, with what every form offers there.
  static var arguments: [CommandArgument] {
    var arguments: [CommandArgument] = []
    for spelling in all.flatMap(\.spellings) {
      for (position, word) in spelling.enumerated() {
        let after = spelling[..<position].map { word -> String? in
          if case .keyword(let keyword) = word { keyword } else { nil }
        }
        var offered = CommandArgument(after: after)
        switch word {
        case .keyword(let keyword):
          offered.completion = [.words([keyword])]
        case .value(_, let completion, let isText):
          offered.completion = completion
          offered.isText = isText
        case .optional, .oneOf:
          preconditionFailure("a spelling has keywords and values only")
        }
        if let index = arguments.firstIndex(where: { $0.after == after }) {
          arguments[index].merge(offered)
        } else {
          arguments.append(offered)
        }
      }
    }
    return arguments
  }

  /// The keywords that may follow an element's ID: what the parser suggests for a typo.
  static var elementPredicates: [String] {
    arguments.first { $0.after == [nil] }?.completion.flatMap { completion -> [String] in
      if case .words(let words) = completion { words } else { [] }
    } ?? []
  }
}

extension CommandArgument {
  /// Adds what another form offers at the same place: its words after these, its other
  /// completions once.
  fileprivate mutating func merge(_ other: CommandArgument) {
    isText = isText || other.isText
    for completion in other.completion {
      if case .words(let words) = completion,
        let index = self.completion.firstIndex(where: {
          if case .words = $0 { true } else { false }
        }),
        case .words(let existing) = self.completion[index]
      {
        self.completion[index] = .words(existing + words.filter { !existing.contains($0) })
      } else if !self.completion.contains(completion) {
        self.completion.append(completion)
      }
    }
  }
}
