extension LineParser {
  /// What may follow an element's ID in `expect`: what `expect` suggests for a typo.
  private static let elementPredicates = ExpectationForm.elementPredicates

  /// Reads what follows `expect`.
  mutating func expectation() throws(ParseError) -> ScriptExpectation {
    let subject = try argument(
      missing: "'expect' needs what to check: screen, scene, tab, alert or an element's ID; "
        + "type 'help expect'")
    guard !subject.isQuoted else { return try elementExpectation(id: subject) }
    switch subject.text {
    case "screen":
      let isNegated = takeNot()
      try verb("has", after: "expect screen")
      return ScriptExpectation(
        .screenShows(try text(after: "expect screen has")), isNegated: isNegated)
    case "scene":
      let isNegated = takeNot()
      try verb("is", after: "expect scene")
      let name = try argument(missing: "'expect scene is' needs a scene's NAME")
      return ScriptExpectation(.sceneIs(name.text), isNegated: isNegated)
    case "tab":
      let isNegated = takeNot()
      try verb("is", after: "expect tab")
      let title = try argument(missing: "'expect tab is' needs a tab's TITLE")
      return ScriptExpectation(.tabIs(title.text), isNegated: isNegated)
    case "alert":
      if upcoming?.isKeyword("none") == true {
        _ = next()
        return ScriptExpectation(.noAlert)
      }
      let isNegated = takeNot()
      try verb("has", after: "expect alert", alternatives: isNegated ? [] : ["none"])
      return ScriptExpectation(
        .alertShows(try text(after: "expect alert has")), isNegated: isNegated)
    default:
      return try elementExpectation(id: subject)
    }
  }

  private mutating func elementExpectation(id subject: Token) throws(ParseError)
    -> ScriptExpectation
  {
    guard !subject.text.isEmpty else { throw error(at: subject, "an ID cannot be empty") }
    let id = subject.text
    let predicates = "is, has, count, enabled, disabled, hidden, visible, on or off"
    let predicate = try argument(missing: "'expect \(id)' needs what to check: \(predicates)")
    var isNegated = false
    var verb = predicate
    if predicate.isKeyword("not") {
      isNegated = true
      verb = try argument(missing: "'expect \(id) not' needs 'is' or 'has'")
      guard verb.isKeyword("is") || verb.isKeyword("has") else {
        throw error(at: verb, "'not' goes with 'is' or 'has', not \(Self.display(verb))")
      }
    }
    guard !verb.isQuoted else {
      throw error(at: verb, "expected \(predicates) after '\(id)', not quoted text")
    }
    switch verb.text {
    case "is":
      let text = try text(after: "expect \(id) is")
      return ScriptExpectation(.elementIs(id: id, text: text), isNegated: isNegated)
    case "has":
      let text = try text(after: "expect \(id) has")
      return ScriptExpectation(.elementHas(id: id, text: text), isNegated: isNegated)
    case "count":
      let count = try argument(missing: "'expect \(id) count' needs a number of rows")
      return ScriptExpectation(
        .rowCount(id: id, count: try wholeNumber(count, from: 0, naming: "a count")))
    default:
      guard let condition = ElementCondition(rawValue: verb.text) else {
        var message = "expected \(predicates) after '\(id)', not \(Self.display(verb))"
        if let suggestion = Suggestion.closest(to: verb.text, among: Self.elementPredicates) {
          message += "; did you mean '\(suggestion)'?"
        }
        throw error(at: verb, message)
      }
      return ScriptExpectation(.element(id: id, condition: condition))
    }
  }

  private mutating func takeNot() -> Bool {
    guard upcoming?.isKeyword("not") == true else { return false }
    _ = next()
    return true
  }

  /// Reads the one verb a subject allows, such as `has` after `expect screen`.
  private mutating func verb(
    _ expected: String,
    after prefix: String,
    alternatives: [String] = []
  ) throws(ParseError) {
    let choices = ([expected] + alternatives).map { "'\($0)'" }.joined(separator: " or ")
    let token = try argument(missing: "'\(prefix)' needs \(choices)")
    guard !token.isKeyword(expected) else { return }
    var message = "'\(prefix)' takes \(choices), not \(Self.display(token))"
    if !token.isQuoted,
      let suggestion = Suggestion.closest(to: token.text, among: [expected] + alternatives)
    {
      message += "; did you mean '\(suggestion)'?"
    }
    throw error(at: token, message)
  }

  private mutating func text(after prefix: String) throws(ParseError) -> String {
    try argument(missing: "'\(prefix)' needs a TEXT; put text with blanks in double quotes").text
  }
}
