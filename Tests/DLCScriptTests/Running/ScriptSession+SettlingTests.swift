import DLC
import RealTime
import TestSupport
import Testing

@testable import DLCScript

@MainActor
struct ScriptSessionSettlingTests {
  /// A stage on the clock given showing the form, and a session on it that waits for the form's
  /// work within the limits given, or the interactive ones.
  private func formSession(on clock: any Clock<Duration>, settleLimits: SettleLimits? = nil)
    -> (stage: Stage, session: ScriptSession)
  {
    let stage = Stage(clock: clock)
    stage.setRoot(FormController(clock: clock))
    return (stage, ScriptSession(stage: stage, settleLimits: settleLimits))
  }

  @Test func workOnARealClockHasFinishedWhenTheCommandReturns() async {
    let (_, session) = formSession(on: ContinuousClock())
    let result = await session.execute("type name Ada")
    #expect(result.screen.element(withID: "echo")?.text == "Hello, Ada")
  }

  @Test func slowSettlingIsReportedWhileTheCommandWaits() async {
    let busy = BusyStage.stuck(noticeAfter: .milliseconds(1), giveUpAfter: .seconds(600))
    var notices: [String] = []
    busy.session.onSlowSettle = { step in
      notices.append(step.text)
      busy.stage.setRoot(PlainController(name: "Calm"))  // Ends the stuck work.
    }
    let result = await busy.session.execute("tap start")
    #expect(result.isOK)
    #expect(notices == ["tap start"])
    #expect(result.screen.scene == "Calm")
  }

  @Test func settlingThatTakesTooLongFailsTheCommand() async {
    let busy = BusyStage.stuck(noticeAfter: .seconds(600), giveUpAfter: .milliseconds(20))
    let result = await busy.session.execute("tap start")
    #expect(
      result.error
        == "gave up waiting after 20 ms: the scene is still working (what it repeats while it"
        + " shows, such as a ticking clock, belongs in tasks.run(every:on:), between whose runs"
        + " it settles)")
    await busy.calmDown()
  }

  @Test func aSceneThatTicksOnARealClockLetsEveryCommandReturn() async {
    let clock = ContinuousClock()
    let stage = Stage(clock: clock)
    stage.setRoot(TickerController(clock: clock, interval: .milliseconds(1)))
    let session = ScriptSession(
      stage: stage,
      settleLimits: SettleLimits(noticeAfter: .seconds(600), giveUpAfter: .seconds(10)))
    #expect(await session.execute("wait 100ms").isOK)
    #expect(await session.execute("expect ticks not is \"0\"").isOK)
  }

  @Test(.hangGuard)
  func anInterruptEndsTheWaitForTheSceneAndItsWorkGoesOn() async {
    let busy = BusyStage.stuck(noticeAfter: .milliseconds(1), giveUpAfter: .seconds(600))
    // A person who reads the notice presses Ctrl-C.
    busy.session.onSlowSettle = { _ in busy.session.interrupt() }

    let result = await busy.session.execute("tap start")

    #expect(result.error == "interrupted while the scene was still working; its work goes on")
    #expect(busy.stage.hasWorkInFlight)
    await busy.calmDown()
  }

  @Test func interactiveLimitsNoticeAfterASecondAndGiveUpAfterTen() {
    #expect(SettleLimits.interactive.noticeAfter == .seconds(1))
    #expect(SettleLimits.interactive.giveUpAfter == .seconds(10))
  }

  @Test func settleWaitsForWorkStartedOutsideAnyCommand() async throws {
    // A limit no busy machine reaches: what is checked is the waiting, not how long it takes.
    let (stage, session) = formSession(
      on: ContinuousClock(),
      settleLimits: SettleLimits(noticeAfter: .seconds(600), giveUpAfter: .seconds(600)))
    try stage.type("Ada", into: "name")
    #expect(await session.settle())
    #expect(stage.snapshot().element(withID: "echo")?.text == "Hello, Ada")
  }

  @Test func settleGivesUpOnWorkThatOutlastsTheLimit() async throws {
    let busy = BusyStage.stuck(noticeAfter: .seconds(600), giveUpAfter: .milliseconds(20))
    try busy.stage.tap("start")
    #expect(await busy.session.settle() == false)
    await busy.calmDown()
  }

  // Each settle with work in flight races it against two real-time limits, and cancels both once
  // the work is done. A cancelled `Task.sleep` would keep its timer queued for the whole limit,
  // so a long script held memory in proportion to its commands.
  @Test func settlingLeavesNoTimerArmedAfterAnyNumberOfCommands() async {
    let (_, session) = formSession(
      on: ManualClock(),
      settleLimits: SettleLimits(noticeAfter: .seconds(3_600), giveUpAfter: .seconds(3_600)))
    var notices = 0
    session.onSlowSettle = { _ in notices += 1 }
    let rounds = 200
    for round in 1...rounds {
      // The debounce waits on the manual clock; `wait` lets it go and settles the answer.
      #expect(await session.execute("type name Ada\(round)").isOK)
      let result = await session.execute("wait 300ms")
      #expect(result.screen.element(withID: "echo")?.text == "Hello, Ada\(round)")
    }
    #expect(session.timers.armedCount == 0)
    #expect(session.timers.scheduledCount >= 2 * rounds)
    #expect(notices == 0)
  }
}
