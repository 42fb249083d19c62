import DLC

extension Stage {
  /// A new stage showing the scene as its root, returned with the scene so that a test acts on
  /// the stage and checks what the scene was told.
  ///
  /// A suite binds both as `var (stage, scene) = Stage.showing(…)`: Swift does not bind two
  /// `let` stored properties from one expression. Each test gets a suite of its own, so neither
  /// is shared.
  static func showing<Scene: SceneController>(_ scene: Scene) -> (Stage, Scene) {
    let stage = Stage()
    stage.setRoot(scene)
    return (stage, scene)
  }

  /// A new stage on a manual clock showing the scene as its root, returned with the clock and the
  /// scene so that a test moves the clock and checks what the scene did; a suite binds all three
  /// as `var (clock, stage, scene) = Stage.onAManualClock(showing: …)`.
  static func onAManualClock<Scene: SceneController>(showing scene: Scene)
    -> (ManualClock, Stage, Scene)
  {
    let clock = ManualClock()
    let stage = Stage(clock: clock)
    stage.setRoot(scene)
    return (clock, stage, scene)
  }
}
