/// A parsed script: its commands in order, blank and comment lines left out.
///
/// ```swift
/// let stage = Stage(clock: ManualClock())
/// Atlas().start(on: stage)
/// let script = try Parser.parse(script: "tap signIn\nexpect scene is Login\n")
/// let results = await ScriptSession(stage: stage, acts: Atlas.acts).run(script)
/// ```
public struct Script: Sendable, Equatable {
  /// The commands, in the order they run.
  public var steps: [ScriptStep]

  /// Creates a script from steps.
  ///
  /// - Parameter steps: The commands, in the order they run.
  public init(steps: [ScriptStep]) {
    self.steps = steps
  }
}
