import DLC

extension ScriptSession {
  /// What an echo shows in place of text typed into a secure field.
  static let secretMask = "********"

  /// Whether a line may type a secret, so that a host keeps it out of its history and
  /// transcripts: a command typing text into any field not known to be an ordinary one.
  ///
  /// - Parameter line: A line as typed, before it runs.
  /// - Returns: `true` for `type ID …` unless ID is a field of the current screen that is not
  ///   secure: a secure field, a mistyped ID or one of another screen all count as secret.
  public func typesIntoSecureField(_ line: String) -> Bool {
    secretTyped(in: line) != nil
  }

  /// Whether text was typed into a field of the screen that is secure: a host that serves a
  /// person names their session anew then, so that an id known before names nothing after.
  package var hasTypedIntoASecureField: Bool {
    !typedSecrets.isEmpty || uncommittedSecret != nil
  }

  /// Whether a host may keep a line in its history as it was typed: a line that parses, types
  /// no secret and holds none typed before. A line that does not parse may be a mistyped command carrying one
  /// (`tpye password …`), so it is not kept.
  ///
  /// - Parameter line: A line as typed.
  /// - Returns: `true` if the line may be written to a history file.
  public func mayRemember(_ line: String) -> Bool {
    guard (try? Parser.parse(line: line, number: 1, commands: commands)) != nil else {
      return false
    }
    // A line holding a secret typed before (in an expectation, say) is kept out as well,
    // however short the secret: nobody reads a history for where a line is missing.
    return !typesIntoSecureField(line)
      && !typedSecrets.contains { ByteScan.replacing($0, in: line, with: "") != line }
  }

  /// Keeps the text a command types into a secure field, to mask it wherever it shows up later.
  ///
  /// A page types a field's whole text at every key, so that a password arrives as each of its
  /// beginnings in turn (and, as keys are taken back, as shorter ones). A text typed into a
  /// field is kept for good once another command runs; until then, the next text typed into the
  /// same field that goes on from it or cuts it short replaces it (else `a`, the first key of a
  /// password, would mask every word `a`).
  func noteSecret(typedBy step: ScriptStep) {
    guard let typed = step.typedText,
      currentScreen.element(withID: typed.fieldID)?.isSecure == true
    else {
      // Any other command keeps what was typed so far.
      uncommittedSecret = nil
      return
    }
    if let before = uncommittedSecret, before.fieldID == typed.fieldID,
      before.text != typed.text,
      typed.text.hasPrefix(before.text) || before.text.hasPrefix(typed.text)
    {
      typedSecrets.removeAll { $0 == before.text }
      secretsChanged += 1
    }
    guard !typed.text.isEmpty else {
      uncommittedSecret = nil
      return
    }
    let isNew = !typedSecrets.contains(typed.text)
    uncommittedSecret = isNew ? (typed.fieldID, typed.text) : nil
    guard isNew else { return }
    typedSecrets.append(typed.text)
    secretsChanged += 1
    // Longest first, so that a secret holding another is masked whole.
    typedSecrets.sort { $0.count > $1.count }
  }

  /// The fewest characters a secret has for the session to mask it inside other words too.
  /// A shorter one matches ordinary text (a password `e` is in every `example.com`), and masks
  /// there would both garble the screen and point at the secret to anyone reading it; it is
  /// masked where it stands as a word of its own.
  static let shortestSecretMaskedInsideWords = 6

  /// A text with every secret typed in this session masked: one of at least
  /// ``shortestSecretMaskedInsideWords`` characters wherever it is, a shorter one where it
  /// stands as a word of its own.
  ///
  /// - Parameter text: Any text the session is about to hand out.
  /// - Returns: The text, each secret replaced by the mask.
  public func masked(_ text: String) -> String {
    Self.masking(typedSecrets, in: text)
  }

  /// A text with each of the secrets masked, as a session masks the ones typed in it.
  ///
  /// - Parameters:
  ///   - secrets: The secrets, longest first, so that one holding another is masked whole.
  ///   - text: Any text about to be handed out.
  /// - Returns: The text, each secret replaced by the mask.
  package static func masking(_ secrets: [String], in text: String) -> String {
    // Searched byte by byte: comparing characters walks grapheme clusters, and a long run of
    // flags (regional indicators) made that quadratic in the text's length. A secret inside
    // a cluster is masked all the same.
    secrets.reduce(text) { text, secret in
      secret.isEmpty
        ? text
        : ByteScan.replacing(
          secret, in: text, with: secretMask,
          wholeWordsOnly: secret.count < shortestSecretMaskedInsideWords)
    }
  }

  /// A result with every text in it masked: the echo, the error, the output and the screen.
  func masked(_ result: CommandResult) -> CommandResult {
    guard !typedSecrets.isEmpty else { return result }
    var result = result
    result.command = masked(result.command)
    result.error = result.error.map(masked)
    result.output = masked(result.output)
    result.screen = masked(result.screen)
    return result
  }

  /// The stage's latest screen with every text in it masked: the title, every element's texts
  /// and the alert's, for a host that shows the screen as it changes (a browser's page), where
  /// a scene may have put a secret typed before into a label, a title or an alert.
  ///
  /// - Parameter screen: The stage's latest snapshot.
  /// - Returns: The screen with every secret typed in this session replaced by a mask.
  package func masked(_ screen: ScreenSnapshot) -> ScreenSnapshot {
    guard !typedSecrets.isEmpty else { return screen }
    var screen = screen
    screen.title = masked(screen.title)
    // The snapshot is the stage's latest, whose revision says whether it changed since the
    // elements were last masked.
    let revision = stage.screenRevision
    if let last = lastMaskedElements, last.revision == revision,
      last.secretsChanged == secretsChanged
    {
      screen.elements = last.elements
    } else {
      screen.elements = screen.elements.map(masked)
      lastMaskedElements = (revision, secretsChanged, screen.elements)
    }
    if var alert = screen.alert {
      alert.title = masked(alert.title)
      alert.message = masked(alert.message)
      screen.alert = alert
    }
    return screen
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

  /// The line as it may be echoed: with the text a command types into any field not known to be
  /// an ordinary one replaced by a mask, whatever the rest of the line says, and every secret
  /// typed before masked.
  ///
  /// - Parameter line: A line as typed.
  /// - Returns: The line to show in errors, `--json` and any transcript.
  public func echo(of line: String) -> String {
    let trimmed = masked(Self.trimmingBlanks(line))
    guard let typed = secretTyped(in: trimmed) else { return trimmed }
    return typed.wordsBefore.joined(separator: " ") + " " + Self.secretMask
  }

  /// The line as a line editor may draw it while it is typed: each character of the text a
  /// command types into a field not known to be ordinary, and of every secret typed before,
  /// replaced by a dot. It has as many characters as the line, so a cursor stays where it was.
  ///
  /// - Parameter line: The line being edited, possibly unfinished.
  /// - Returns: The line to draw.
  public func drawing(of line: String) -> String {
    var hidden = Array(repeating: false, count: line.count)
    if let start = secretTyped(in: line)?.textStart {
      for offset in start..<hidden.count { hidden[offset] = true }
    }
    let isWordCharacter = { (character: Character) in
      !character.isASCII || character.isLetter || character.isNumber || character == "_"
    }
    for secret in typedSecrets {
      let wholeWordsOnly = secret.count < Self.shortestSecretMaskedInsideWords
      for range in line.ranges(of: secret)
      where !wholeWordsOnly
        || ((range.lowerBound == line.startIndex
          || !isWordCharacter(line[line.index(before: range.lowerBound)]))
          && (range.upperBound == line.endIndex || !isWordCharacter(line[range.upperBound])))
      {
        let lower = line.distance(from: line.startIndex, to: range.lowerBound)
        let upper = line.distance(from: line.startIndex, to: range.upperBound)
        for offset in lower..<upper { hidden[offset] = true }
      }
    }
    guard hidden.contains(true) else { return line }
    return String(zip(line, hidden).map { $1 ? "\u{2022}" : $0 })
  }

  /// A parsed command as it may be echoed: the text its declaration marks as typed into a field
  /// not known to be ordinary is masked, as the echo of its line is.
  ///
  /// Every other command is echoed as written: this runs for every command of a script.
  func echo(of step: ScriptStep) -> String {
    guard let typed = step.typedText, !isOrdinaryField(typed.fieldID) else {
      return typedSecrets.isEmpty
        ? Self.trimmingBlanks(step.text) : masked(Self.trimmingBlanks(step.text))
    }
    return masked(typed.wordsBefore(in: step.text)) + " " + Self.secretMask
  }

  /// Where a line types text into a field not known to be ordinary, read word by word at
  /// blanks through the declaration of its first word; `nil` when it types none.
  ///
  /// The line is not lexed: one that does not lex (an unclosed quote, a secret with blanks
  /// typed without quotes) or is still being typed must be masked all the same.
  private func secretTyped(in line: String) -> (wordsBefore: [Substring], textStart: Int?)? {
    let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
    var words: [Substring] = []
    var rest = line[...]
    var positions: (text: Int, field: Int)?
    // The name and the words before the text are all that is read.
    while words.count < (positions?.text ?? 0) + 1,
      let start = rest.firstIndex(where: { !isBlank($0) })
    {
      let end = rest[start...].firstIndex(where: isBlank) ?? rest.endIndex
      words.append(rest[start..<end])
      rest = rest[end...]
      if words.count == 1 {
        // A word that names no command may be `type` mistyped (`tpye`, `Type`): the line is
        // read as `type` would be, so that the password after it is masked all the same. A
        // comment types nothing.
        guard !words[0].hasPrefix("#") else { return nil }
        let declaration =
          commands.declaration(named: words[0]) ?? commands.declaration(named: "type")
        positions = declaration?.typedText
        guard positions != nil else { return nil }
      }
    }
    guard let positions, words.count > positions.field + 1 else { return nil }
    var id = String(words[positions.field + 1])
    // A quoted ID is read without its quotes.
    if id.count >= 2, id.hasPrefix("\""), id.hasSuffix("\"") {
      id = String(id.dropFirst().dropLast())
    }
    // Only a field known to be ordinary is not secret: a secure field, a mistyped ID or one
    // that is not on this screen may be given a password.
    guard !isOrdinaryField(id) else { return nil }
    // The text starts after the blank that ends the word before it: until then none is typed.
    let textStart =
      words.count == positions.text + 1 && !rest.isEmpty
      ? line.distance(from: line.startIndex, to: rest.startIndex) + 1 : nil
    return (words, textStart)
  }

  /// Whether the current screen shows an element by this ID that is not a secure field.
  private func isOrdinaryField(_ id: String) -> Bool {
    guard let element = currentScreen.element(withID: id) else { return false }
    return element.isSecure != true
  }
}
