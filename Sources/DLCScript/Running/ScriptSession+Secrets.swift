import DLC

extension ScriptSession {
  /// What an echo shows in place of text typed into a secure field.
  static let secretMask = "********"

  /// Whether a line may type a secret, so that a host keeps it out of its history and
  /// transcripts: a `type` into any field not known to be an ordinary one.
  ///
  /// - Parameter line: A line as typed, before it runs.
  /// - Returns: `true` for `type ID …` unless ID is a field of the current screen that is not
  ///   secure: a secure field, a mistyped ID or one of another screen all count as secret.
  public func typesIntoSecureField(_ line: String) -> Bool {
    secureFieldTyped(in: line) != nil
  }

  /// Whether a host may keep a line in its history as it was typed: a line that parses, types
  /// no secret and holds none typed before. A line that does not parse may be a mistyped command carrying one
  /// (`tpye password …`), so it is not kept.
  ///
  /// - Parameter line: A line as typed.
  /// - Returns: `true` if the line may be written to a history file.
  public func mayRemember(_ line: String) -> Bool {
    guard (try? Parser.parse(line: line, number: 1)) != nil else { return false }
    // A line holding a secret typed before (in an expectation, say) is kept out as well.
    return !typesIntoSecureField(line) && masked(line) == line
  }

  /// Keeps the text a `type` gives a secure field, to mask it wherever it shows up later.
  func noteSecret(typedBy step: ScriptStep) {
    guard case .type(let id, let text) = step.command, !text.isEmpty,
      currentScreen.element(withID: id)?.isSecure == true, !typedSecrets.contains(text)
    else { return }
    typedSecrets.append(text)
    // Longest first, so that a secret holding another is masked whole.
    typedSecrets.sort { $0.count > $1.count }
  }

  /// A text with every secret typed in this session masked.
  ///
  /// - Parameter text: Any text the session is about to hand out.
  /// - Returns: The text, each secret replaced by the mask.
  public func masked(_ text: String) -> String {
    guard !typedSecrets.isEmpty else { return text }
    // Searched byte by byte: comparing characters walks grapheme clusters, and a long run of
    // flags (regional indicators) made that quadratic in the text's length. A secret inside
    // a cluster is masked all the same.
    return typedSecrets.reduce(text) { text, secret in
      ByteScan.replacing(secret, in: text, with: Self.secretMask)
    }
  }

  /// A result with every text in it masked: the echo, the error, the output and the screen.
  func masked(_ result: CommandResult) -> CommandResult {
    guard !typedSecrets.isEmpty else { return result }
    var result = result
    result.command = masked(result.command)
    result.error = result.error.map(masked)
    result.output = masked(result.output)
    result.screen.title = masked(result.screen.title)
    // The result's screen is the stage's latest snapshot, whose revision says whether it
    // changed since the elements were last masked.
    let revision = stage.screenRevision
    if let last = lastMaskedElements, last.revision == revision,
      last.secretCount == typedSecrets.count
    {
      result.screen.elements = last.elements
    } else {
      result.screen.elements = result.screen.elements.map(masked)
      lastMaskedElements = (revision, typedSecrets.count, result.screen.elements)
    }
    if var alert = result.screen.alert {
      alert.title = masked(alert.title)
      alert.message = masked(alert.message)
      result.screen.alert = alert
    }
    return result
  }

  private func masked(_ element: ElementSnapshot) -> ElementSnapshot {
    var element = element
    element.text = element.text.map(masked)
    element.title = element.title.map(masked)
    element.rows = element.rows?.map(masked)
    element.options = element.options?.map(masked)
    element.children = element.children?.map(masked)
    return element
  }

  /// The line as it may be echoed: with the text a `type` gives any field not known to be an
  /// ordinary one replaced by a mask, whatever the rest of the line says, and every secret typed
  /// before masked.
  ///
  /// - Parameter line: A line as typed.
  /// - Returns: The line to show in errors, `--json` and any transcript.
  public func echo(of line: String) -> String {
    let trimmed = masked(Self.trimmingBlanks(line))
    guard secureFieldTyped(in: trimmed) != nil else { return trimmed }
    let words = trimmed.split(maxSplits: 2, whereSeparator: { $0 == " " || $0 == "\t" })
    return "type \(words[1]) \(Self.secretMask)"
  }

  /// The line as a line editor may draw it while it is typed: each character of the text a
  /// `type` gives a field not known to be ordinary, and of every secret typed before, replaced
  /// by a dot. It has as many characters as the line, so a cursor stays where it was.
  ///
  /// - Parameter line: The line being edited, possibly unfinished.
  /// - Returns: The line to draw.
  public func drawing(of line: String) -> String {
    var hidden = Array(repeating: false, count: line.count)
    if let start = typedTextStart(in: line) {
      for offset in start..<hidden.count { hidden[offset] = true }
    }
    for secret in typedSecrets {
      for range in line.ranges(of: secret) {
        let lower = line.distance(from: line.startIndex, to: range.lowerBound)
        let upper = line.distance(from: line.startIndex, to: range.upperBound)
        for offset in lower..<upper { hidden[offset] = true }
      }
    }
    guard hidden.contains(true) else { return line }
    return String(zip(line, hidden).map { $1 ? "\u{2022}" : $0 })
  }

  /// Where the text of a `type ID TEXT` line starts, in characters, when ID is a field not known
  /// to be ordinary; `nil` for any other line or one whose ID is not ended yet.
  private func typedTextStart(in line: String) -> Int? {
    let characters = Array(line)
    let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
    var index = 0
    var words: [String] = []
    while words.count < 2 {
      while index < characters.count, isBlank(characters[index]) { index += 1 }
      let start = index
      while index < characters.count, !isBlank(characters[index]) { index += 1 }
      // The ID is not ended until a blank follows it: until then no text is typed.
      guard index > start, index < characters.count else { return nil }
      words.append(String(characters[start..<index]))
    }
    guard words[0] == "type", secureFieldTyped(in: "type \(words[1]) x") != nil else {
      return nil
    }
    return index + 1
  }

  /// A parsed command as it may be echoed, masked as the echo of its line is.
  ///
  /// Only a `type` into a field not known to be ordinary is masked, so every other command is
  /// echoed as written without reading its line again: this runs for every command of a script.
  func echo(of step: ScriptStep) -> String {
    guard case .type(let id, _) = step.command, !isOrdinaryField(id) else {
      return typedSecrets.isEmpty
        ? Self.trimmingBlanks(step.text) : masked(Self.trimmingBlanks(step.text))
    }
    return echo(of: step.text)
  }

  /// The ID of the secure field a `type` line names, or `nil`.
  private func secureFieldTyped(in line: String) -> String? {
    let words = line.split(maxSplits: 2, whereSeparator: { $0 == " " || $0 == "\t" })
    guard words.count >= 2, words[0] == "type" else { return nil }
    var id = String(words[1])
    // A quoted ID is read without its quotes; the lexer is not used, since an echo must be
    // masked even for a line that does not parse.
    if id.count >= 2, id.hasPrefix("\""), id.hasSuffix("\"") {
      id = String(id.dropFirst().dropLast())
    }
    // Only a field known to be ordinary is not secret: a secure field, a mistyped ID or one
    // that is not on this screen may be given a password.
    return isOrdinaryField(id) ? nil : id
  }

  /// Whether the current screen shows an element by this ID that is not a secure field.
  private func isOrdinaryField(_ id: String) -> Bool {
    guard let element = currentScreen.element(withID: id) else { return false }
    return element.isSecure != true
  }
}
