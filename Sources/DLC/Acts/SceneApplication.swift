/// An application made of acts: what `dlc` and embedding hosts start and list.
@MainActor
public protocol SceneApplication {
  /// Every act of the application, in order, with its scenes.
  static var acts: [ActDescription] { get }

  /// Shows the application's first scene on a stage, replacing whatever it showed.
  ///
  /// - Parameter stage: The stage to start on.
  func start(on stage: Stage)
}
