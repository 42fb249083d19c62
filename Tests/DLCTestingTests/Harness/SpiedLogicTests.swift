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

@MainActor
@Suite struct SpiedLogicTests {
  private let spied = SpiedLogic<SubscribeLogic, SubscribePresenterSpy, SubscribeNavigatorSpy>()

  /// A container whose validation passes any address and whose cache starts empty, with the
  /// server given; made afresh for each call, as `withLogic` checks that its container is freed.
  private func subscribingDC(_ server: ServerStub) -> StubNewsletterDC {
    StubNewsletterDC(
      server: server, validation: ValidationDouble(), cache: .inMemory(clock: ManualClock()))
  }

  @Test func theBodyGetsTheLogicWithTheSpiesAndTheContainer() async {
    let server = ServerStub()
    server.answer(.post, "/subscriptions", status: 201)

    await spied.withLogic(setup: Subscribe.Setup(), dc: subscribingDC(server)) {
      logic, presenter, _, tasks in
      logic.subscribe(email: "ada@example.com")
      await tasks.waitUntilFinished()

      presenter.assertCalls {
        $0.showBusy(true)
        $0.showBusy(false)
        $0.showSubscribed("ada@example.com")
      }
      #expect(logic.state.subscribedEmail == "ada@example.com")
    }
  }

  @Test func theLogicsWorkIsWaitedForBeforeTheEndsChecks() async {
    let server = ServerStub()
    server.answer(.post, "/subscriptions", status: 201)

    await spied.withLogic(setup: Subscribe.Setup(), dc: subscribingDC(server)) {
      logic, presenter, _, _ in
      presenter.expect {
        $0.showBusy(true)
        $0.showBusy(false)
        $0.showSubscribed("ada@example.com")
      }

      logic.subscribe(email: "ada@example.com")
    }

    #expect(server.requests(.post, "/subscriptions").count == 1)
  }

  @Test func aSpyCallTheTestDidNotCheckFailsIt() async {
    await withKnownIssue {
      await spied.withLogic(setup: Subscribe.Setup(), dc: StubNewsletterDC()) {
        logic, _, _, _ in
        logic.finish()
      }
    } matching: {
      $0.mentions("SubscribeNavigator received calls the test did not check", "close()")
    }
  }

  @Test func aLogicStillAliveAtTheEndFailsTheTest() async {
    var kept: SubscribeLogic?
    await withKnownIssue {
      await spied.withLogic(setup: Subscribe.Setup(), dc: StubNewsletterDC()) {
        logic, _, _, _ in
        kept = logic
      }
    } matching: {
      $0.mentions("not freed", "SubscribeLogic")
    }
    #expect(kept != nil)
  }

  @Test func aContainerStillAliveAtTheEndFailsTheTest() async {
    var kept: (any NewsletterDCInterface)?
    await withKnownIssue {
      await spied.withLogic(setup: Subscribe.Setup(), dc: StubNewsletterDC()) {
        logic, _, _, _ in
        kept = logic.dc
      }
    } matching: {
      $0.mentions("not freed", "Subscribe's container")
    }
    #expect(kept != nil)
  }
}
