import DLC
import DLCTesting
import TestSupport
import Testing

/// A leak check follows what declares itself shared across scenes no further, whatever module
/// declares it, and still reports everything else a departed scene leaves alive.
@MainActor
@Suite struct SharedAcrossScenesTests {
  @Test func anApplicationsOwnWorkerThatOutlivesTheSceneIsNotReported() async {
    let worker = MailWorker()
    let harness = await SceneHarness(MailController(service: worker))

    await harness.assertAllScenesFreed()

    worker.send("still working after the scene left")
    #expect(worker.outbox.messages.count == 1)
  }

  @Test func anObjectThatDoesNotSayItIsSharedIsReportedWhenItOutlivesTheScene() async {
    let mailbox = Mailbox()
    let harness = await SceneHarness(MailController(service: mailbox))

    await withKnownIssue {
      await harness.assertAllScenesFreed()
    } matching: {
      $0.mentions("1 object was not freed:", "Mailbox of scene 'Mail' at service")
    }

    mailbox.messages.append("kept by the test")
    #expect(mailbox.messages.count == 1)
  }
}
