import DLC
import DLCTesting
import Testing

@testable import CounterScenes

@MainActor
@Suite struct CounterHarnessTests {
  @Test func theCounterStartsAtZeroWithResetDisabled() async {
    let dc = Act1DCStub()
    let harness = await SceneHarness(dc.factory.scene(.counter(Counter.Setup())))

    #expect(harness.text(of: "count") == "0")
    assertSnapshot(of: harness, in: snapshotFolder())
    await harness.assertAllScenesFreed()
  }

  @Test func tappingTheButtonsChangesTheCountAndEnablesReset() async {
    let dc = Act1DCStub()
    let harness = await SceneHarness(dc.factory.scene(.counter(Counter.Setup())))

    await harness.tap("increment")
    await harness.tap("increment")
    await harness.tap("decrement")

    #expect(harness.text(of: "count") == "1")
    assertSnapshot(of: harness, in: snapshotFolder())
    await harness.tap("reset")
    #expect(harness.text(of: "count") == "0")
    await harness.assertAllScenesFreed()
  }
}
