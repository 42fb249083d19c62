import DLC
import DLCScript

/// A manual-clock stage showing the form scene, and a session on it.
@MainActor
struct FormStage {
  let clock = ManualClock()
  let stage: Stage
  let session: ScriptSession

  static let acts = [
    ActDescription(name: "Act1", scenes: ["Form", "Saved"]),
    ActDescription(name: "Act2", scenes: ["Settings"]),
  ]

  init() {
    stage = Stage(clock: clock)
    stage.setRoot(FormController(clock: clock))
    session = ScriptSession(stage: stage, acts: Self.acts)
  }

  /// Runs lines in order and returns every result.
  func execute(_ lines: String...) async -> [CommandResult] {
    var results: [CommandResult] = []
    for line in lines {
      results.append(await session.execute(line))
    }
    return results
  }
}
