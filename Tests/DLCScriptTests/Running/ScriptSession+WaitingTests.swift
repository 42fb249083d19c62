import DLC
import DLCScript
import TestSupport
import Testing

@MainActor
struct ScriptSessionWaitingTests {
  @Test func debounceFiresOnlyOnceTheClockHasMovedPastItsDelay() async {
    let form = FormStage()
    let results = await form.execute("type name Ada", "wait 299ms", "wait 1ms")
    #expect(results.map { $0.screen.element(withID: "echo")?.text } == ["", "", "Hello, Ada"])
  }

  @Test func bareWaitFiresEveryPendingTimer() async {
    let form = FormStage()
    let results = await form.execute("type name Ada", "wait")
    #expect(results[1].screen.element(withID: "echo")?.text == "Hello, Ada")
    #expect(form.clock.now.offset == .milliseconds(300))
  }

  @Test func waitMovesTheClockByExactlyTheDuration() async {
    let form = FormStage()
    _ = await form.execute("wait 2s", "wait 250ms")
    #expect(form.clock.now.offset == .milliseconds(2_250))
  }

  @Test func waitFiresTimersThatWorkStartsWhileTheClockMoves() async {
    let ticking = BusyStage.ticking()
    let result = await ticking.session.execute("wait 3s")
    #expect(result.screen.element(withID: "ticks")?.text == "3")
    await ticking.calmDown()
  }

  @Test func aLongWaitFiresEveryTimerDueInIt() async {
    let ticking = BusyStage.ticking()
    let result = await ticking.session.execute("wait 20m")
    #expect(result.isOK)
    #expect(result.screen.element(withID: "ticks")?.text == "1200")
    await ticking.calmDown()
  }

  @Test func aWaitInWhichTooManyTimersAreDueFailsRatherThanSkipThem() async {
    let ticking = BusyStage.ticking(every: .milliseconds(1))
    // The limit is lowered so the test fires a thousand timers, not a hundred thousand.
    ticking.session.timerStepsOfADurationLimit = 1_000
    let result = await ticking.session.execute("wait 1440m")
    #expect(
      result.error
        == "timers fired 1000 times before the wait's end, and more were due; wait less at a time"
    )
    #expect(result.screen.element(withID: "ticks")?.text == "1000")
    await ticking.calmDown()
  }

  @Test func aWaitFiresUpToAHundredThousandTimersUnlessToldOtherwise() {
    let session = ScriptSession(stage: Stage(clock: ManualClock()))
    #expect(ScriptSession.maximumTimerStepsOfADuration == 100_000)
    #expect(session.timerStepsOfADurationLimit == 100_000)
  }

  @Test func bareWaitRefusesToChaseARepeatingTimerForever() async {
    let ticking = BusyStage.ticking()
    let result = await ticking.session.execute("wait")
    #expect(result.error?.hasPrefix("timers are still pending after 1000 have fired") == true)
    #expect(result.screen.element(withID: "ticks")?.text == "1000")
    await ticking.calmDown()
  }

  @Test func waitOnARealClockSleepsForTheDuration() async {
    let stage = Stage(clock: ContinuousClock())
    stage.setRoot(PlainController(name: "Calm"))
    let session = ScriptSession(stage: stage)
    let start = ContinuousClock.now
    let result = await session.execute("wait 5ms")
    #expect(result.isOK)
    #expect(ContinuousClock.now - start >= .milliseconds(5))
  }

  // MARK: - On a real clock

  @Test(.hangGuard)
  func aLongWaitOnARealClockIsAnnouncedWithItsDurationAndEndsWhenInterrupted() async {
    let stage = Stage(clock: ContinuousClock())
    stage.setRoot(PlainController(name: "Plain"))
    let session = ScriptSession(
      stage: stage, settleLimits: SettleLimits(noticeAfter: .milliseconds(1)))
    var announced: [String] = []
    session.onSlowSettle = { step in
      Issue.record("a wait asked for is not slow work: \(step.text)")
    }
    session.onLongWait = { step, duration in
      announced.append("\(step.text) for \(duration)")
      // A person who reads how to end it presses Ctrl-C.
      session.interrupt()
    }

    let result = await session.execute("wait 10m")

    #expect(announced == ["wait 10m for 600.0 seconds"])
    #expect(result.error == "wait interrupted")
  }

  @Test func aShortWaitOnARealClockIsNotAnnounced() async {
    let stage = Stage(clock: ContinuousClock())
    stage.setRoot(PlainController(name: "Plain"))
    let session = ScriptSession(
      stage: stage, settleLimits: SettleLimits(noticeAfter: .milliseconds(50)))
    var announced = 0
    session.onLongWait = { _, _ in announced += 1 }

    let result = await session.execute("wait 5ms")

    #expect(result.isOK)
    #expect(announced == 0)
  }

  @Test func interruptingWithNoWaitInProgressDoesNothing() async {
    let form = FormStage()
    form.session.interrupt()
    let results = await form.execute("type name Ada", "wait 300ms")
    #expect(results.allSatisfy { $0.isOK })
    #expect(results[1].screen.element(withID: "echo")?.text == "Hello, Ada")
  }
}
