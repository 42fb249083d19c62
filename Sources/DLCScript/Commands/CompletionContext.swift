import DLC

/// What Tab completion may offer beyond the command table: what the screen shows, the
/// application's scenes and its links.
package struct CompletionContext {
  /// The screen a person sees.
  var screen: ScreenSnapshot

  /// The names of the application's scenes.
  var sceneNames: [String]

  /// The application's links, such as `atlas://countries/CODE`.
  var links: [String]

  /// Creates a context.
  ///
  /// - Parameters:
  ///   - screen: The screen a person sees.
  ///   - sceneNames: The names of the application's scenes.
  ///   - links: The application's links.
  package init(screen: ScreenSnapshot, sceneNames: [String], links: [String]) {
    self.screen = screen
    self.sceneNames = sceneNames
    self.links = links
  }
}
