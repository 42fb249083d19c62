public import DLC

/// The composition root of the Atlas demo: builds act 1's dependency container from a
/// configuration and shows the Welcome scene.
///
/// ```swift
/// let stage = Stage(clock: ManualClock())
/// Atlas(configuration: AtlasConfiguration()).start(on: stage)
/// ```
@MainActor
public final class Atlas: SceneApplication {
  /// Atlas's acts: signing in, then the atlas itself.
  public static let acts: [ActDescription] = [
    ActDescription(name: "Act1", scenes: ["Welcome", "Login"]),
    ActDescription(name: "Act2", scenes: ["Search", "Detail", "Settings"]),
  ]

  /// How this instance starts.
  public let configuration: AtlasConfiguration

  /// Creates the application.
  ///
  /// - Parameter configuration: Backend, cache folder and clock.
  public init(configuration: AtlasConfiguration = AtlasConfiguration()) {
    self.configuration = configuration
  }

  /// Shows Welcome on the stage, replacing whatever it showed.
  ///
  /// - Parameter stage: The stage to start on.
  public func start(on stage: Stage) {
    stage.setRoot(SceneController(title: "Atlas"))
  }
}
