public import DLC

/// The composition root of the Counter: builds act 1's container and shows the Counter.
///
/// ```swift
/// let stage = Stage(clock: ManualClock())
/// CounterApp().start(on: stage)
/// ```
@MainActor
public final class CounterApp: SceneApplication {
  /// The Counter's one act.
  public static let acts: [ActDescription] = [Act1Scene.act]

  /// Creates the application.
  public init() {}

  /// Shows the Counter on the stage, replacing whatever it showed.
  ///
  /// - Parameter stage: The stage to start on.
  public func start(on stage: Stage) {
    let dc = Act1DC(clock: stage.clock)
    stage.setRoot(dc.factory.scene(.counter(Counter.Setup())))
  }
}
