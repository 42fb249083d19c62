import DLC
import DLCScript

/// A stage showing a scene whose work goes on past the command that starts it, and a session on
/// it.
///
/// A test that leaves such work running would leave it to the tests after it: ``calmDown()`` ends
/// it.
@MainActor
struct BusyStage {
  let stage: Stage
  let session: ScriptSession

  /// A real-clock stage showing a scene whose work, once started, never ends by itself; the
  /// session waits for it within the limits given.
  static func stuck(noticeAfter: Duration, giveUpAfter: Duration) -> BusyStage {
    let stage = Stage(clock: ContinuousClock())
    stage.setRoot(StuckController())
    return BusyStage(
      stage: stage,
      session: ScriptSession(
        stage: stage,
        settleLimits: SettleLimits(noticeAfter: noticeAfter, giveUpAfter: giveUpAfter)))
  }

  /// A manual-clock stage showing a scene whose timer fires once an interval, a second unless
  /// told, for as long as it is shown.
  static func ticking(every interval: Duration = .seconds(1)) -> BusyStage {
    let clock = ManualClock()
    let stage = Stage(clock: clock)
    stage.setRoot(TickerController(clock: clock, interval: interval))
    return BusyStage(stage: stage, session: ScriptSession(stage: stage))
  }

  /// Replaces the busy scene with a calm one and waits until the busy scene's work has ended.
  func calmDown() async {
    stage.setRoot(PlainController(name: "Calm"))
    await stage.settle()
  }
}
