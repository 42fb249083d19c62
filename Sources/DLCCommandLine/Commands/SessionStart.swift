import DLC
import DLCScript

/// Starts the application on a stage, as every session and script does, and opens the link the
/// command line gave with `--open`.
@MainActor
struct SessionStart {
  var tool: SceneTool
  var options: SessionOptions

  /// Makes the application, starts it on the stage and opens the `--open` link, if any.
  ///
  /// - Parameter stage: The stage to start on.
  /// - Returns: The application, to make the session with.
  /// - Throws: Why the link leads nowhere.
  func start(on stage: Stage) throws(DeepLinkError) -> any SceneApplication {
    let application = tool.makeApplication(options.values)
    application.start(on: stage)
    if let link = options.link {
      try application.open(link, on: stage)
    }
    return application
  }

}
