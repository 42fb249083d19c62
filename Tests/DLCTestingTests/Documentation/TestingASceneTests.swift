import CacheWorker
import CacheWorkerTesting
import DLC
import DLCTesting
import ServerWorker
import ServerWorkerTesting
import TestSupport
import Testing
import ValidationWorker
import ValidationWorkerTesting

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
    SubscribeLogic(
      SceneContext(
        setup: Subscribe.Setup(), dc: dc, presenter: presenter, navigator: navigator,
        tasks: scene.tasks))
  }

  @Test func anInvalidAddressShowsTheIssueAndIsNotSent() async {
    let validation = ValidationDouble(failing: ["Email": "Enter a valid email address"])
    let logic = makeLogic(StubNewsletterDC(validation: validation))  // no server, no cache
    presenter.expect {
      $0.showBusy(true)
      $0.showBusy(false)
      $0.showIssue("Enter a valid email address")
    }

    logic.subscribe(email: "ada@")
    await stage.settle()

    presenter.assertNoUnassertedCalls()
    navigator.assertNoUnassertedCalls()
    #expect(
      validation.requests == [.init(field: "Email", value: "ada@", ruleIDs: ["required", "email"])]
    )
  }

  @Test func aValidAddressIsSentOnceAndRemembered() async {
    let server = ServerStub()
    server.answer(.post, "/subscriptions", status: 201)
    let cache = CacheDouble.inMemory(clock: ManualClock())
    let logic = makeLogic(
      StubNewsletterDC(server: server, validation: ValidationDouble(), cache: cache))

    logic.subscribe(email: "ada@example.com")
    await stage.settle()

    presenter.assertCalls {
      $0.showBusy(true)
      $0.showBusy(false)
      $0.showSubscribed("ada@example.com")
    }
    #expect(server.requests(.post, "/subscriptions").count == 1)
    #expect(await cache.value(of: Bool.self, forKey: "subscribed/ada@example.com") == true)
    #expect(logic.state.subscribedEmail == "ada@example.com")
  }

  @Test func aRememberedAddressIsNotSentAgain() async throws {
    let cache = CacheDouble.inMemory(clock: ManualClock())
    try await cache.set(true, forKey: "subscribed/ada@example.com")
    // No server: a request would fail the test.
    let logic = makeLogic(StubNewsletterDC(validation: ValidationDouble(), cache: cache))

    logic.subscribe(email: "ada@example.com")
    await stage.settle()

    presenter.assertCalls {
      $0.showBusy(true)
      $0.showBusy(false)
      $0.showSubscribed("ada@example.com")
    }
  }

  @Test func aServerFailureIsShown() async {
    let server = ServerStub()
    server.fail(.post, "/subscriptions", with: .unreachable)
    let logic = makeLogic(
      StubNewsletterDC(
        server: server, validation: ValidationDouble(), cache: .inMemory(clock: ManualClock())))

    logic.subscribe(email: "ada@example.com")
    await stage.settle()

    presenter.assertCalls {
      $0.showBusy(true)
      $0.showBusy(false)
      $0.showIssue("Server unreachable")
    }
  }

  @Test func aWorkerTheTestDidNotSetUpFailsTheTest() async {
    let logic = makeLogic(
      StubNewsletterDC(validation: ValidationDouble(), cache: .inMemory(clock: ManualClock())))
    await withKnownIssue {
      logic.subscribe(email: "ada@example.com")
      await stage.settle()
    } matching: {
      $0.mentions("Unimplemented ServerWorker: send(POST /subscriptions) was called")
    }
    presenter.assertCalls {
      $0.showBusy(true)
      $0.showBusy(false)
      $0.showIssue("Server unreachable")
    }
  }

  @Test func doneClosesTheScene() {
    let logic = makeLogic(StubNewsletterDC())
    navigator.expect { $0.close() }
    logic.finish()
    navigator.assertNoUnassertedCalls()
  }

  // MARK: - The whole scene on a harness

  @Test func subscribingShowsTheConfirmation() async {
    let harness = SceneHarness()
    let server = ServerStub()
    server.answer(.post, "/subscriptions", status: 201)
    let dc = StubNewsletterDC(
      clock: harness.clock, server: server, validation: ValidationDouble(),
      cache: .inMemory(clock: harness.clock))
    await harness.show(dc.factory.scene(.subscribe))

    await harness.type("ada@example.com", into: "email")
    await harness.tap("subscribe")

    #expect(harness.text(of: "message") == "Subscribed ada@example.com")
    assertSnapshot(of: harness)
    await harness.assertAllScenesFreed()
  }
}
