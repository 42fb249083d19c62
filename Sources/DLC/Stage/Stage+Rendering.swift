extension Stage {
  /// A value copy of what the stage shows now.
  ///
  /// - Returns: The top scene, its elements and the alert.
  public func snapshot() -> ScreenSnapshot {
    ScreenSnapshot(of: self)
  }

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
