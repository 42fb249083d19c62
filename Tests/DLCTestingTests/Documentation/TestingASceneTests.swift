import CacheWorker
import DLC
import DLCTesting
import Testing
import ValidationWorker

/// The example of the article "Testing a scene", built and run.
@MainActor
@Suite struct TestingASceneTests {
  // MARK: - The logic alone, with spies and a stub container

  let presenter = SubscribePresenterSpy()
  let navigator = SubscribeNavigatorSpy()
  let stage = Stage(clock: ManualClock())
  let scene = SceneController()

  init() {
    stage.setRoot(scene)  // the logic's work runs through a scene, so the test can settle it
  }

  private func makeLogic(_ dc: StubNewsletterDC) -> SubscribeLogic {
    SubscribeLogic(presenter: presenter, navigator: navigator, dc: dc, tasks: scene.tasks)
  }

  @Test func anInvalidAddressShowsTheIssueAndIsNotKept() async {
    let validation = ValidationDouble(failing: ["Email": "Enter a valid email address"])
    let logic = makeLogic(StubNewsletterDC(validation: validation))  // no cache: using it fails
    presenter.log.expect(
      .showBusy(true), .showBusy(false), .showIssue("Enter a valid email address"))

    logic.subscribe(email: "ada@")
    await stage.settle()

    presenter.log.assertNoUnassertedCalls()
    navigator.log.assertNoUnassertedCalls()
    #expect(
      validation.requests == [.init(field: "Email", value: "ada@", ruleIDs: ["required", "email"])]
    )
  }

  @Test func aValidAddressIsKeptInTheCache() async {
    let cache = CacheDouble.inMemory()
    let logic = makeLogic(StubNewsletterDC(validation: ValidationDouble(), cache: cache))

    logic.subscribe(email: "ada@example.com")
    await stage.settle()

    presenter.log.assertCalls([
      .showBusy(true), .showBusy(false), .showSubscribed("ada@example.com"),
    ])
    #expect(await cache.value(of: Bool.self, forKey: "subscribed/ada@example.com") == true)
    #expect(logic.state.subscribedEmail == "ada@example.com")
  }

  @Test func aWorkerTheTestDidNotSetUpFailsTheTest() async {
    let logic = makeLogic(StubNewsletterDC(validation: ValidationDouble()))
    await withKnownIssue {
      logic.subscribe(email: "ada@example.com")
      await stage.settle()
    } matching: {
      $0.mentions("Unimplemented CacheWorker: set(_: Bool, forKey: \"subscribed/ada@example.com\")")
    }
    presenter.log.assertCalls([
      .showBusy(true), .showBusy(false), .showSubscribed("ada@example.com"),
    ])
  }

  @Test func doneClosesTheScene() {
    let logic = makeLogic(StubNewsletterDC())
    navigator.log.expect(.close)
    logic.finish()
    navigator.log.assertNoUnassertedCalls()
  }

  // MARK: - The whole scene on a harness

  @Test func subscribingShowsTheConfirmation() async {
    let clock = ManualClock()
    let dc = StubNewsletterDC(
      clock: clock, validation: ValidationDouble(), cache: .inMemory(clock: clock))
    let harness = await SceneHarness(dc.factory.scene(.subscribe), clock: clock)

    await harness.type("ada@example.com", into: "email")
    await harness.tap("subscribe")

    #expect(harness.text(of: "message") == "Subscribed ada@example.com")
    assertSnapshot(of: harness)
    await harness.assertAllScenesFreed()
  }
}
