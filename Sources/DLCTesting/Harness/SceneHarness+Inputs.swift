import DLC
public import Testing

extension SceneHarness {
  /// Taps a button of the alert that is up, else of the top scene, then settles.
  ///
  /// A tap the stage refuses (no such button, disabled, hidden, blocked by an alert) is recorded
  /// as an issue at the caller's line.
  ///
  /// - Parameters:
  ///   - id: The button's id.
  ///   - sourceLocation: Where a refusal is reported; the caller's line by default.
  public func tap(_ id: String, sourceLocation: SourceLocation = #_sourceLocation) async {
    await send("tap '\(id)'", sourceLocation: sourceLocation) {
      try stage.tap(id)
    }
  }

  /// Replaces a field's text as typing does, firing its change event, then settles.
  ///
  /// - Parameters:
  ///   - text: The new text.
  ///   - id: The field's id.
  ///   - sourceLocation: Where a refusal is reported; the caller's line by default.
  public func type(
    _ text: String,
    into id: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    await send("type into '\(id)'", sourceLocation: sourceLocation) {
      try stage.type(text, into: id)
    }
  }

  /// Selects a row of a list, counting from 1 as the text render numbers rows, then settles.
  ///
  /// - Parameters:
  ///   - row: The row, from 1.
  ///   - id: The list's id.
  ///   - sourceLocation: Where a refusal is reported; the caller's line by default.
  public func select(
    row: Int,
    in id: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    await send("select row \(row) in '\(id)'", sourceLocation: sourceLocation) {
      try stage.select(row: row, in: id)
    }
  }

  /// Flips a toggle, then settles.
  ///
  /// - Parameters:
  ///   - id: The toggle's id.
  ///   - sourceLocation: Where a refusal is reported; the caller's line by default.
  public func toggle(_ id: String, sourceLocation: SourceLocation = #_sourceLocation) async {
    await send("toggle '\(id)'", sourceLocation: sourceLocation) {
      try stage.toggle(id)
    }
  }

  /// Chooses an option of a choice by its title, then settles.
  ///
  /// - Parameters:
  ///   - option: The option's title.
  ///   - id: The choice's id.
  ///   - sourceLocation: Where a refusal is reported; the caller's line by default.
  public func choose(
    _ option: String,
    in id: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    await send("choose '\(option)' in '\(id)'", sourceLocation: sourceLocation) {
      try stage.choose(option, in: id)
    }
  }

  /// Selects a tab by its title on the screen's tab bar, then settles.
  ///
  /// - Parameters:
  ///   - title: The tab's title.
  ///   - sourceLocation: Where a refusal is reported; the caller's line by default.
  public func selectTab(_ title: String, sourceLocation: SourceLocation = #_sourceLocation) async {
    await send("select the tab '\(title)'", sourceLocation: sourceLocation) {
      try stage.selectTab(titled: title)
    }
  }

  /// Opens a link of the application the harness started, then settles.
  ///
  /// - Parameters:
  ///   - link: The link, such as `app://items/42`.
  ///   - sourceLocation: Where a refusal is reported; the caller's line by default.
  public func open(_ link: String, sourceLocation: SourceLocation = #_sourceLocation) async {
    await send("open '\(link)'", sourceLocation: sourceLocation) {
      guard let application else { throw DeepLinkError.noLinks }
      try application.open(link, on: stage)
    }
  }

  /// Goes back as a person would (within the shown tab or modal stack, dismissing a lone modal,
  /// else popping), then settles.
  ///
  /// - Parameter sourceLocation: Where a refusal is reported; the caller's line by default.
  public func back(sourceLocation: SourceLocation = #_sourceLocation) async {
    await send("go back", sourceLocation: sourceLocation) {
      try stage.back()
    }
  }

  private func send(
    _ input: String,
    sourceLocation: SourceLocation,
    _ action: () throws -> Void
  ) async {
    do {
      try action()
    } catch {
      Issue.record("Could not \(input): \(error)", sourceLocation: sourceLocation)
    }
    await settle(sourceLocation: sourceLocation)
  }
}
