import DLC

extension ScriptSession {
  /// What an echo shows in place of text typed into a secure field.
  static let secretMask = "********"

  /// Whether a line types into a field that is secure on the screen shown now, so that a host
  /// keeps it out of its history and transcripts.
  ///
  /// - Parameter line: A line as typed, before it runs.
  /// - Returns: `true` for `type ID …` where ID is a secure field of the current screen.
  public func typesIntoSecureField(_ line: String) -> Bool {
    secureFieldTyped(in: line) != nil
  }

  /// The line as it may be echoed: with the text typed into a secure field of the current
  /// screen replaced by a mask, whatever the rest of the line says.
  ///
  /// - Parameter line: A line as typed.
  /// - Returns: The line to show in errors, `--json` and any transcript.
  public func echo(of line: String) -> String {
    let trimmed = Self.trimmingBlanks(line)
    guard secureFieldTyped(in: trimmed) != nil else { return trimmed }
    let words = trimmed.split(maxSplits: 2, whereSeparator: { $0 == " " || $0 == "\t" })
    return "type \(words[1]) \(Self.secretMask)"
  }

  /// A parsed command as it may be echoed, masked as the echo of its line is.
  ///
  /// Only a `type` into a secure field is masked, so every other command is echoed as written
  /// without reading its line again: this runs for every command of a script.
  func echo(of step: ScriptStep) -> String {
    guard case .type(let id, _) = step.command,
      currentScreen.element(withID: id)?.isSecure == true
    else {
      return Self.trimmingBlanks(step.text)
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
    return currentScreen.element(withID: id)?.isSecure == true ? id : nil
  }
}
