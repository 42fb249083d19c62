import DLC
import DLCTesting
import Testing

@MainActor
@Suite struct SceneHarnessTests {
  @Test func aSceneIsShownAsTheRootAndHasAppeared() async {
    let harness = await SceneHarness.showingGreeter()
    #expect(harness.topScene?.name == "Greeter")
    #expect(harness.stage.navigationStack.count == 1)
    #expect(harness.text(of: "greeting") == "Who shall I greet?")
    #expect(harness.stage.clock as? ManualClock === harness.clock)
  }

  @Test func workStillInFlightAfterTheSettleLimitIsAnIssueAndTheTestGoesOn() async {
    let harness = await SceneHarness(EndlessWorkController())
    harness.settleLooks = 100

    await withKnownIssue {
      await harness.tap("start")
    } matching: { issue in
      issue.description.contains("the scene is still working after 100 looks at its work")
    }

    #expect(harness.stage.hasWorkInFlight)
  }

  @Test func aSecondWindowRunsOnTheFirstWindowsClock() async {
    let first = await SceneHarness.showingGreeter()
    let second = SceneHarness(sharingClockWith: first)
    await second.show(GreeterController(dc: SampleDC(clock: first.clock)))
    await second.type("Ada", into: "name")

    await first.advance(by: .milliseconds(300))
    await second.settle()

    #expect(second.stage.clock as? ManualClock === first.clock)
    #expect(second.text(of: "preview") == "Will greet Ada")
    await second.assertAllScenesFreed()
  }

  @Test func anApplicationStartsThroughItsCompositionRootOnTheHarnessClock() async {
    let harness = await SceneHarness(application: SampleApp())
    #expect(harness.topScene?.name == "Greeter")
    await harness.type("Ada", into: "name")
    await harness.advance(by: .milliseconds(300))
    #expect(harness.text(of: "preview") == "Will greet Ada")
  }

  @Test func theApplicationIsKeptForAsLongAsTheHarness() async {
    weak var application: SampleApp?
    var harness: SceneHarness?
    do {
      let started = SampleApp()
      application = started
      harness = await SceneHarness(application: started)
    }
    #expect(application?.dc != nil)
    #expect(harness?.topScene?.name == "Greeter")
    harness = nil
    #expect(application == nil)
  }

  @Test func settleWaitsForSceneWorkThatIsNotWaitingOnTheClock() async {
    let harness = await SceneHarness.showingGreeter()
    var done = false
    harness.topScene?.tasks.perform {
      await Task.yield()
      return 1
    } then: { _ in
      done = true
    }
    await harness.settle()
    #expect(done)
  }

  @Test func advanceFiresWorkOnlyOnceTheClockReachesIt() async {
    let harness = await SceneHarness.showingGreeter()
    await harness.type("Ada", into: "name")
    await harness.advance(by: .milliseconds(299))
    #expect(harness.text(of: "preview") == "")
    await harness.advance(by: .milliseconds(1))
    #expect(harness.text(of: "preview") == "Will greet Ada")
  }

  @Test func advanceStepsThroughTimersThatWorkStartsWithinTheSpan() async {
    let harness = await SceneHarness.showingGreeter()
    var steps: [String] = []
    let clock = harness.clock
    harness.topScene?.tasks.run { [clock] in
      try? await clock.sleep(for: .milliseconds(100))
      steps.append("first")
      try? await clock.sleep(for: .milliseconds(100))
      steps.append("second")
    }
    await harness.advance(by: .milliseconds(199))
    #expect(steps == ["first"])
    await harness.advance(by: .milliseconds(1))
    #expect(steps == ["first", "second"])
    #expect(clock.now.offset == .milliseconds(200))
  }

  @Test func elementFindsAnElementByIdAndByKind() async {
    let harness = await SceneHarness.showingGreeter()
    #expect(harness.element("greet")?.kind == .button)
    #expect(harness.element("history", as: ListView.self)?.rows == [])
    #expect(harness.element("history", as: Label.self) == nil)
    #expect(harness.element("missing") == nil)
  }

  @Test func textReadsLabelsFieldsButtonsAndListsAndNothingOfAMissingElement() async {
    let harness = await SceneHarness.showingGreeter()
    await harness.type("Ada", into: "name")
    #expect(harness.text(of: "greeting") == "Who shall I greet?")
    #expect(harness.text(of: "name") == "Ada")
    #expect(harness.text(of: "greet") == "Greet")
    #expect(harness.text(of: "history") == "")
    #expect(harness.text(of: "missing") == nil)
  }

  @Test func renderAndSnapshotShowTheTopScene() async {
    let harness = await SceneHarness.showingGreeter()
    #expect(harness.render().hasPrefix("[Greeter] Greeter\ngreeting: Who shall I greet?"))
    #expect(harness.render() == harness.stage.render())
    #expect(harness.snapshot() == harness.stage.snapshot())
  }
}
