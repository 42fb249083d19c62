import DLC

extension CommandTable {
  /// The words that may stand where the cursor is: a command's name first, then what the
  /// declaration of the command says completes the argument being typed.
  ///
  /// - Parameters:
  ///   - textBeforeCursor: The line up to the cursor; its last word, unless it ends in a blank,
  ///     is the one being typed.
  ///   - context: What the screen and the application offer.
  /// - Returns: Every candidate, whatever the word typed so far.
  package func completions(
    for textBeforeCursor: String, in context: CompletionContext
  ) -> [String] {
    let words = textBeforeCursor.split(separator: " ", omittingEmptySubsequences: true)
      .map(String.init)
    let complete = textBeforeCursor.hasSuffix(" ") ? words : Array(words.dropLast())
    guard let name = complete.first else { return commandNames.sorted() }
    let arguments = complete.dropFirst()
    guard let argument = declaration(named: name)?.arguments.first(where: { $0.follows(arguments) })
    else { return [] }
    let elements = Self.visible(context.screen.elements)
    return argument.completion.flatMap { source -> [String] in
      switch source {
      case .words(let words):
        return words
      case .commandNames:
        return commandNames.sorted()
      case .elements(let input):
        return elements.filter { $0.kind.input == input && $0.isEnabled }.map(\.id)
      case .anyElement:
        return elements.map(\.id)
      case .buttons:
        return context.screen.alert.map { $0.buttons.map(\.id) }
          ?? elements.filter { $0.kind.input == .tap && $0.isEnabled }.map(\.id)
      case .options(let position):
        let id = arguments[arguments.startIndex + position]
        return Self.quoted(elements.first { $0.id == id }?.options ?? [])
      case .tabTitles:
        return Self.quoted(
          elements.filter { $0.kind.input == .tab && $0.isEnabled }.flatMap { $0.options ?? [] })
      case .sceneNames:
        return context.sceneNames
      case .links:
        return context.links
      }
    }
  }

  /// Words as a person types them: in double quotes where they have blanks.
  private static func quoted(_ words: [String]) -> [String] {
    words.map { $0.contains(" ") ? "\"\($0)\"" : $0 }
  }

  /// Every element a person can see, stacks' children included.
  private static func visible(_ elements: [ElementSnapshot]) -> [ElementSnapshot] {
    elements.filter { !$0.isHidden }.flatMap { [$0] + visible($0.children ?? []) }
  }
}
