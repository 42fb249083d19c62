extension Stage {
  /// Taps a button of the alert that is up, else of the top scene.
  ///
  /// Tapping an alert button closes the alert, then runs the button's action.
  ///
  /// - Parameter id: The button's id.
  /// - Throws: A ``StageError`` saying why the tap was refused.
  public func tap(_ id: String) throws(StageError) {
    if let alert {
      guard let button = alert.buttons.first(where: { $0.id == id }) else {
        throw .blockedByAlert(id: id, alertTitle: alert.title)
      }
      dismissAlert()
      button.action?()
      return
    }
    let button: Button = try inputElement(id, kind: .button)
    button.receiveTap()
  }

  /// Replaces a text field's text, as typing does, and fires its change event.
  ///
  /// - Parameters:
  ///   - text: The new text.
  ///   - id: The field's id.
  /// - Throws: A ``StageError`` saying why the input was refused.
  public func type(_ text: String, into id: String) throws(StageError) {
    let input: TextInput = try inputElement(id, kind: .field)
    input.receiveInput(text)
  }

  /// Flips a switch, as a person's tap would.
  ///
  /// - Parameter id: The switch's id.
  /// - Throws: ``StageError`` when there is no such visible, enabled switch, or an alert is up.
  public func toggle(_ id: String) throws(StageError) {
    let toggle: Switch = try inputElement(id, kind: .toggle)
    toggle.receiveToggle()
  }

  /// Chooses one of a choice's options by its title, as a person's tap on it would.
  ///
  /// - Parameters:
  ///   - option: The option's title; compared ignoring case when no title matches exactly.
  ///   - id: The choice's id.
  /// - Throws: ``StageError/noSuchOption(id:option:options:)`` when the choice has no such
  ///   option, and the errors of any input otherwise.
  public func choose(_ option: String, in id: String) throws(StageError) {
    let choice: Choice = try inputElement(id, kind: .choice)
    let index =
      choice.options.firstIndex(of: option)
      ?? choice.options.firstIndex { $0.lowercased() == option.lowercased() }
    guard let index else {
      throw .noSuchOption(id: id, option: option, options: choice.options)
    }
    choice.receiveChoice(at: index)
  }

  /// Selects a tab by its title on a tab bar of the screen, as a person's tap on it would.
  ///
  /// - Parameter title: The tab's title; compared ignoring case when no title matches exactly.
  /// - Throws: ``StageError/noSuchTab(title:titles:)`` when no visible tab bar has such a tab,
  ///   ``StageError/disabled(id:)`` for a disabled tab bar, and the alert's refusal while one is
  ///   up.
  public func selectTab(titled title: String) throws(StageError) {
    guard let scene = frontScene else { throw .noScene }
    if let alert {
      throw .blockedByAlert(id: title, alertTitle: alert.title)
    }
    let bars = scene.elementRoot.visibleElements().compactMap { $0 as? TabBar }
    let match =
      bars.lazy.compactMap { bar in bar.titles.firstIndex(of: title).map { (bar, $0) } }.first
      ?? bars.lazy.compactMap { bar in
        bar.titles.firstIndex { $0.lowercased() == title.lowercased() }.map { (bar, $0) }
      }.first
    guard let (bar, index) = match else {
      throw .noSuchTab(title: title, titles: bars.flatMap(\.titles))
    }
    guard bar.isEnabled else { throw .disabled(id: bar.id) }
    bar.receiveSelection(at: index)
  }

  /// Selects a row of a list, counting rows from 1 as the text renderer numbers them.
  ///
  /// - Parameters:
  ///   - row: The row, from 1.
  ///   - id: The list's id.
  /// - Throws: A ``StageError`` saying why the selection was refused.
  public func select(row: Int, in id: String) throws(StageError) {
    let list: ListView = try inputElement(id, kind: .list)
    guard (1...max(list.rows.count, 1)).contains(row), !list.rows.isEmpty else {
      throw .rowOutOfRange(id: id, row: row, rowCount: list.rows.count)
    }
    list.receiveSelection(at: row - 1)
  }

  /// Finds an element on the screen by id, hidden or not: the front scene's, or a shown child
  /// scene's.
  ///
  /// - Parameter id: The element's id.
  /// - Returns: The element, or `nil` if there is no scene or no such element.
  public func element(withID id: String) -> Element? {
    guard let root = frontScene?.elementRoot else { return nil }
    let index = screenCache.index(of: root)
    return index.node(withID: id).flatMap { index.element(at: $0.node, under: root)?.element }
  }

  private func inputElement<Kind: Element>(
    _ id: String,
    kind: ElementKind
  ) throws(StageError) -> Kind {
    try accepted(inputTarget(id), id: id, kind: kind)
  }

  /// The element an input names, with whether it is concealed, once the screen can take input
  /// and the id names exactly one element on it.
  private func inputTarget(
    _ id: String
  ) throws(StageError) -> (element: Element, isConcealed: Bool) {
    guard let scene = frontScene else { throw .noScene }
    if let alert {
      throw .blockedByAlert(id: id, alertTitle: alert.title)
    }
    let root = scene.elementRoot
    let index = screenCache.index(of: root)
    guard let (node, isAmbiguous) = index.node(withID: id),
      let found = index.element(at: node, under: root)
    else {
      throw .noSuchElement(id: id, scene: scene.innermostShownScene.name)
    }
    if isAmbiguous {
      throw .ambiguous(id: id)
    }
    return found
  }

  /// The element an input found, as the kind the input needs, if it is visible and enabled.
  private func accepted<Kind: Element>(
    _ found: (element: Element, isConcealed: Bool),
    id: String,
    kind: ElementKind
  ) throws(StageError) -> Kind {
    guard let element = found.element as? Kind else {
      throw .wrongKind(id: id, expected: kind, actual: found.element.kind)
    }
    guard !found.isConcealed else { throw .hidden(id: id) }
    guard element.isEnabled else { throw .disabled(id: id) }
    return element
  }
}
