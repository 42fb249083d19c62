import DLC

/// Tries a link on an application of its own, started on a stage that is then emptied, to
/// refuse one that leads nowhere before anything is built on it.
@MainActor
enum LinkTrial {
  /// Why a link opens nothing, or `nil` when it opens: every way a link fails to open is the
  /// link's, whatever the screen it is opened on.
  ///
  /// - Parameters:
  ///   - link: The link.
  ///   - makeApplication: Makes the application, not yet started.
  /// - Returns: The error opening it threw.
  static func failure(
    opening link: String, in makeApplication: () -> any SceneApplication
  ) -> DeepLinkError? {
    let stage = Stage(clock: ManualClock())
    let application = makeApplication()
    application.start(on: stage)
    defer { stage.removeAllScenes() }
    do {
      try application.open(link, on: stage)
      return nil
    } catch {
      return error
    }
  }
}
