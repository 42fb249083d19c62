extension Stage {
  /// A value copy of what the stage shows now.
  ///
  /// - Returns: The top scene, its elements and the alert.
  public func snapshot() -> ScreenSnapshot {
    screenCache.snapshot(of: self)
  }

  /// Counts the changes seen in what the stage shows, by its snapshots: two snapshots with the
  /// same revision show the same screen.
  ///
  /// Cheaper than comparing snapshots, and it holds no copy of the screen, which would make
  /// the next snapshot copy the whole screen rather than the elements that changed.
  public var screenRevision: Int { screenCache.revision }

  /// Renders what the stage shows as text for people (see ``TextRenderer``).
  ///
  /// - Returns: The rendered screen.
  public func render() -> String {
    TextRenderer.render(snapshot())
  }

  /// Renders what the stage shows as one line of JSON (see ``JSONRenderer``).
  ///
  /// - Returns: The rendered screen.
  public func renderJSON() -> String {
    JSONRenderer.render(snapshot())
  }
}
