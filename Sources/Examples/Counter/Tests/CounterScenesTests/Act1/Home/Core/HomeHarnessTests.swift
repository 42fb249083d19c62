import DLC
import DLCTesting
import Testing

@testable import CounterScenes

@MainActor
@Suite struct HomeHarnessTests {
  @Test func startsWithItsMessage() async {
    let dc = Act1DCStub()
    let harness = await SceneHarness(
      dc.factory.scene(.home(.init(links: []))))

    #expect(harness.text(of: "message") == "Home is ready.")
    assertSnapshot(of: harness, in: snapshotFolder())
    await harness.assertAllScenesFreed()
  }

  @Test func tappingOKChangesTheMessage() async {
    let dc = Act1DCStub()
    let harness = await SceneHarness(
      dc.factory.scene(.home(.init(links: []))))

    await harness.tap("ok")

    #expect(harness.text(of: "message") == "Home: OK")
    await harness.assertAllScenesFreed()
  }

  @Test func selectingALinkShowsItsScene() async {
    let dc = Act1DCStub()
    let harness = await SceneHarness(
      dc.factory.scene(.home(.init(links: ["counter://home"]))))

    await harness.select(row: 1, in: "scenes")

    #expect(harness.stage.navigationStack.count == 2)
    await harness.assertAllScenesFreed()
  }

  @Test func comingBackLeavesNoRowSelected() async {
    let dc = Act1DCStub()
    let harness = await SceneHarness(
      dc.factory.scene(.home(.init(links: ["counter://home"]))))
    await harness.select(row: 1, in: "scenes")

    await harness.back()

    // The renderer marks a selected row with `  > `.
    #expect(!harness.render().contains("  > 1."))
    await harness.assertAllScenesFreed()
  }
}
