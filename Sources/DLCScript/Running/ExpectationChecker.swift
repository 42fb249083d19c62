import DLC

/// Checks an expectation against what the stage shows and says how it failed.
///
/// Messages name what was expected and what is there, as in
/// `expected 'error' to be "Invalid email or password", but it is ""`.
enum ExpectationChecker {
  private static let rowsShown = 10

  /// Checks an expectation.
  ///
  /// A secure field's text is compared as it is, not as the screen masks it, so that `expect
  /// password is …` holds for the password typed; a failure still shows it masked.
  ///
  /// - Parameters:
  ///   - expectation: The expectation.
  ///   - screen: What the stage shows.
  ///   - secret: The text a secure field holds, by the field's id.
  /// - Returns: `nil` when the expectation holds, else why it does not.
  static func failure(
    of expectation: ScriptExpectation, on screen: ScreenSnapshot,
    secret: (String) -> String? = { _ in nil }
  ) -> String? {
    let negated = expectation.isNegated
    let not = negated ? "not " : ""
    switch expectation.check {
    case .screenShows(let text):
      let holds = TextSearch.contains(text, in: TextRenderer.render(screen))
      guard holds == negated else { return nil }
      return "expected the screen \(not)to show \(quoted(text)), but it "
        + (negated ? "does" : "does not")

    case .sceneIs(let name):
      let holds = screen.scene == name
      guard holds == negated else { return nil }
      guard let scene = screen.scene else {
        return "expected the scene \(not)to be \(quoted(name)), but no scene is showing"
      }
      return "expected the scene \(not)to be \(quoted(name)), but it is"
        + (negated ? "" : " \(quoted(scene))")

    case .tabIs(let title):
      let bars = visible(screen.elements).filter { $0.kind == .tabBar }
      guard let bar = bars.first(where: { $0.options?.contains(title) == true }) ?? bars.first
      else {
        return "expected the tab \(not)to be \(quoted(title)), but no tab bar is showing"
      }
      let selected = bar.text ?? ""
      guard (selected == title) == negated else { return nil }
      return "expected the tab \(not)to be \(quoted(title)), but it is"
        + (negated ? "" : " \(quoted(selected))")

    case .alertShows(let text):
      let alertText = screen.alert.map(Self.text(of:))
      let holds = alertText.map { TextSearch.contains(text, in: $0) } ?? false
      guard holds == negated else { return nil }
      guard let alertText else {
        return "expected an alert showing \(quoted(text)), but no alert is up"
      }
      return negated
        ? "expected no alert showing \(quoted(text)), but the alert shows \(quoted(alertText))"
        : "expected an alert showing \(quoted(text)), but the alert shows \(quoted(alertText))"

    case .noAlert:
      let holds = screen.alert == nil
      guard holds == negated else { return nil }
      guard let alert = screen.alert else { return "expected an alert, but none is up" }
      return "expected no alert, but the alert shows \(quoted(text(of: alert)))"

    case .elementIs(let id, let expected):
      return elementFailure(id, on: screen) { (element) throws(CommandFailure) -> String? in
        let shown = try Self.text(of: element, checking: "is")
        let text = element.isSecure == true ? secret(id) ?? shown : shown
        guard (text == expected) == negated else { return nil }
        return "expected '\(id)' \(not)to be \(quoted(expected)), but it is"
          + (negated ? "" : " \(quoted(shown))")
      }

    case .elementHas(let id, let expected):
      return elementFailure(id, on: screen) { (element) throws(CommandFailure) -> String? in
        if element.kind == .list {
          return listFailure(id, rows: element.rows ?? [], containing: expected, negated: negated)
        }
        let shown = try Self.text(of: element, checking: "has")
        let text = element.isSecure == true ? secret(id) ?? shown : shown
        guard TextSearch.contains(expected, in: text) == negated else { return nil }
        return "expected '\(id)' \(not)to contain \(quoted(expected)), but it is \(quoted(shown))"
      }

    case .rowCount(let id, let expected):
      return elementFailure(id, on: screen) { (element) throws(CommandFailure) -> String? in
        guard element.kind == .list, let rows = element.rows else {
          throw CommandFailure(message: "'\(id)' is a \(element.kind), not a list")
        }
        guard (rows.count == expected) == negated else { return nil }
        return "expected '\(id)' \(not)to have \(rowCount(expected)), but it has"
          + (negated ? "" : " \(rows.count)")
      }

    case .element(let id, let condition):
      guard let element = screen.element(withID: id),
        let isConcealed = screen.isElementConcealed(withID: id)
      else {
        return missingElement(id, on: screen)
      }
      if screen.isElementIDShared(id) {
        return sharedID(id)
      }
      let holds: Bool
      let actual: String
      switch condition {
      case .enabled, .disabled:
        holds = element.isEnabled == (condition == .enabled)
        actual = element.isEnabled ? "enabled" : "disabled"
      case .hidden, .visible:
        holds = isConcealed == (condition == .hidden)
        actual = isConcealed ? "hidden" : "visible"
      case .on, .off:
        guard let isOn = element.isOn else {
          return "'\(id)' is a \(element.kind), not a toggle; only a toggle is on or off"
        }
        holds = isOn == (condition == .on)
        actual = isOn ? "on" : "off"
      }
      guard holds == negated else { return nil }
      return "expected '\(id)' \(not)to be \(condition.rawValue), but it is \(actual)"
    }
  }

  // MARK: - Elements

  /// Finds an element and runs a check on it; a missing element or a refused check fails.
  private static func elementFailure(
    _ id: String,
    on screen: ScreenSnapshot,
    check: (ElementSnapshot) throws(CommandFailure) -> String?
  ) -> String? {
    guard let element = screen.element(withID: id) else {
      return missingElement(id, on: screen)
    }
    if screen.isElementIDShared(id) {
      return sharedID(id)
    }
    do {
      return try check(element)
    } catch {
      return error.message
    }
  }

  private static func listFailure(
    _ id: String,
    rows: [String],
    containing expected: String,
    negated: Bool
  ) -> String? {
    let match = rows.firstIndex { TextSearch.contains(expected, in: $0) }
    switch (match, negated) {
    case (nil, false):
      guard !rows.isEmpty else {
        return "expected a row of '\(id)' to contain \(quoted(expected)), but it has no rows"
      }
      var shown = rows.prefix(rowsShown).map(quoted).joined(separator: ", ")
      if rows.count > rowsShown {
        shown += " and \(rows.count - rowsShown) more"
      }
      return "expected a row of '\(id)' to contain \(quoted(expected)), but its rows are \(shown)"
    case (let index?, true):
      return "expected no row of '\(id)' to contain \(quoted(expected)), "
        + "but row \(index + 1) is \(quoted(rows[index]))"
    default:
      return nil
    }
  }

  /// The text `is` and `has` compare: a label's, field's or text area's text, a button's or
  /// toggle's title, a choice's chosen option, an image's description, a progress's percentage.
  private static func text(
    of element: ElementSnapshot,
    checking verb: String
  ) throws(CommandFailure) -> String {
    switch element.kind {
    case .label, .field, .button, .toggle, .choice, .textArea, .image, .progress, .tabBar:
      return element.text ?? ""
    case .list:
      throw CommandFailure(
        message: "'\(element.id)' is a list; check its rows with 'has' or 'count', not '\(verb)'")
    case .stack, .row:
      throw CommandFailure(message: "'\(element.id)' is a stack and has no text")
    case .scene:
      throw CommandFailure(
        message: "'\(element.id)' is where a child scene shows and has no text of its own")
    }
  }

  /// Every element not hidden, at any depth, in order.
  private static func visible(_ elements: [ElementSnapshot]) -> [ElementSnapshot] {
    elements.filter { !$0.isHidden }.flatMap { [$0] + visible($0.children ?? []) }
  }

  /// Why a check of an id two elements share cannot be made: the same words as an input's.
  private static func sharedID(_ id: String) -> String {
    StageError.ambiguous(id: id).description
  }

  static func missingElement(_ id: String, on screen: ScreenSnapshot) -> String {
    guard let scene = screen.scene else { return "no scene is showing" }
    var message = "scene '\(scene)' has no element '\(id)'"
    if let suggestion = Suggestion.closest(to: id, among: ids(in: screen.elements)) {
      message += "; did you mean '\(suggestion)'?"
    }
    return message
  }

  static func ids(in elements: [ElementSnapshot]) -> [String] {
    elements.flatMap { [$0.id] + ids(in: $0.children ?? []) }
  }

  // MARK: - Text

  private static func text(of alert: AlertSnapshot) -> String {
    alert.message.isEmpty ? alert.title : "\(alert.title)\n\(alert.message)"
  }

  private static func quoted(_ text: String) -> String {
    Quoting.quoted(text)
  }

  private static func rowCount(_ count: Int) -> String {
    count == 1 ? "1 row" : "\(count) rows"
  }
}
