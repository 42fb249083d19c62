import DLC
import DLCTesting
import TestSupport
import Testing

@MainActor
@Suite struct SceneHarnessInputsTests {
  private func greeterWithOneEntry() async -> SceneHarness {
    let harness = await SceneHarness.showingGreeter()
    await harness.greetAda()
    return harness
  }

  @Test func tapSendsTheTapAndSettles() async {
    let harness = await SceneHarness.showingGreeter()
    await harness.type("Ada", into: "name")
    await harness.advance(by: .milliseconds(300))
    await harness.tap("greet")
    #expect(harness.element("greet")?.isEnabled == false)
    await harness.advance(by: .seconds(1))
    #expect(harness.text(of: "greeting") == "Hello, Ada!")
    #expect(harness.element("history", as: ListView.self)?.rows == ["Hello, Ada!"])
  }

  @Test func theTextOfAListIsItsRowsOneALine() async {
    let harness = await greeterWithOneEntry()
    await harness.type("Grace", into: "name")
    await harness.advance(by: .milliseconds(300))
    await harness.tap("greet")
    await harness.advance(by: .seconds(1))

    #expect(harness.text(of: "history") == "Hello, Ada!\nHello, Grace!")
  }

  @Test func tapReachesTheButtonsOfAnAlert() async {
    let harness = await SceneHarness.showingGreeter()
    await harness.tap("greet")
    #expect(harness.stage.alert?.title == "Type a name first")
    await harness.tap("ok")
    #expect(harness.stage.alert == nil)
  }

  @Test func aTapTheStageRefusesIsRecordedAsAnIssue() async {
    let harness = await SceneHarness.showingGreeter()
    await withKnownIssue {
      await harness.tap("missing")
    } matching: {
      $0.mentions("Could not tap 'missing'", "scene 'Greeter' has no element 'missing'")
    }
  }

  @Test func typeReplacesTheFieldsTextAndFiresItsChange() async {
    let harness = await SceneHarness.showingGreeter()
    await harness.type("Ada", into: "name")
    await harness.type("Grace", into: "name")
    #expect(harness.text(of: "name") == "Grace")
    await harness.advance(by: .milliseconds(300))
    #expect(harness.text(of: "preview") == "Will greet Grace")
  }

  @Test func typingIntoSomethingThatIsNotAFieldIsRecordedAsAnIssue() async {
    let harness = await SceneHarness.showingGreeter()
    await withKnownIssue {
      await harness.type("Ada", into: "greet")
    } matching: {
      $0.mentions("Could not type into 'greet'", "'greet' is a button, not a field")
    }
  }

  @Test func selectPicksARowCountingFromOne() async {
    let harness = await greeterWithOneEntry()
    await harness.select(row: 1, in: "history")
    #expect(harness.topScene?.name == "Detail")
    #expect(harness.text(of: "entry") == "Hello, Ada!")
  }

  @Test func selectingARowOutOfRangeIsRecordedAsAnIssue() async {
    let harness = await greeterWithOneEntry()
    await withKnownIssue {
      await harness.select(row: 2, in: "history")
    } matching: {
      $0.mentions("Could not select row 2 in 'history'", "rows 1 to 1")
    }
    #expect(harness.topScene?.name == "Greeter")
  }

  @Test func backLeavesThePushedScene() async {
    let harness = await greeterWithOneEntry()
    await harness.select(row: 1, in: "history")
    await harness.back()
    #expect(harness.topScene?.name == "Greeter")
  }

  @Test func goingBackFromTheRootIsRecordedAsAnIssue() async {
    let harness = await SceneHarness.showingGreeter()
    await withKnownIssue {
      await harness.back()
    } matching: {
      $0.mentions("Could not go back: nothing to go back to")
    }
  }
}
