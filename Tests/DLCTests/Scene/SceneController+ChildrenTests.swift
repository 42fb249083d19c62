import DLC
import Testing

@MainActor
@Suite struct SceneControllerChildrenTests {
  let log = LifecycleLog()
  let stage = Stage(clock: ManualClock())

  /// Puts a frame showing the child One on the stage, then clears the log of their appearing.
  private func frameShowingOne() -> (frame: FrameController, one: CardController) {
    let frame = FrameController(log: log)
    let one = CardController(title: "One", log: log)
    frame.show(one, in: frame.slot)
    stage.setRoot(frame)
    log.clear()
    return (frame, one)
  }

  @Test func aChildShownBeforeTheParentAppearsAppearsRightAfterIt() {
    let frame = FrameController(log: log)
    frame.show(CardController(title: "One", log: log), in: frame.slot)

    stage.setRoot(frame)

    #expect(
      log.entries == ["Frame.willAppear", "One.willAppear", "Frame.didAppear", "One.didAppear"])
  }

  @Test func switchingChildrenOnScreenInterleavesTheirLifecycleAsAPushDoes() {
    let (frame, _) = frameShowingOne()

    frame.show(CardController(title: "Two", log: log), in: frame.slot)

    #expect(
      log.entries == ["One.willDisappear", "Two.willAppear", "One.didDisappear", "Two.didAppear"])
    #expect(frame.children.count == 2)
    #expect(frame.shownChildren.map(\.name) == ["Two"])
  }

  @Test func aChildSwitchedInWhileTheParentIsHiddenGetsNoLifecycleCall() {
    let frame = FrameController(log: log)
    stage.setRoot(frame)
    stage.push(SampleController(title: "Cover"))
    log.clear()

    frame.show(CardController(title: "One", log: log), in: frame.slot)

    #expect(log.entries.isEmpty)
  }

  @Test func theParentDisappearingTakesItsShownChildAlong() {
    _ = frameShowingOne()

    stage.push(SampleController(title: "Cover"))

    #expect(
      log.entries == [
        "Frame.willDisappear", "One.willDisappear", "Frame.didDisappear", "One.didDisappear",
      ])
  }

  @Test func aChildSwitchedOutWhileItsParentDisappearsStillDisappearsAndCanAppearAgain() throws {
    let frame = FrameController(log: log)
    let one = CardController(title: "One", log: log)
    let two = CardController(title: "Two", log: log)
    frame.show(one, in: frame.slot)
    stage.setRoot(frame)
    frame.onWillDisappear = { frame.show(two, in: frame.slot) }
    stage.push(SampleController(title: "Cover"))
    frame.onWillDisappear = nil
    try stage.pop()
    log.clear()

    frame.show(one, in: frame.slot)

    #expect(
      log.entries == ["Two.willDisappear", "One.willAppear", "Two.didDisappear", "One.didAppear"])
  }

  @Test func aHiddenChildGetsNoLifecycleCallWithItsParent() {
    let frame = FrameController(log: log)
    frame.addChild(CardController(title: "Kept", log: log))

    stage.setRoot(frame)

    #expect(log.entries == ["Frame.willAppear", "Frame.didAppear"])
  }

  @Test func removingAShownChildMakesItDisappearAndLeaveTheStage() {
    let (frame, one) = frameShowingOne()

    frame.removeChild(one)

    #expect(log.entries == ["One.willDisappear", "One.didDisappear"])
    #expect(one.stage == nil)
    #expect(one.parent == nil)
    #expect(frame.children.isEmpty)
    #expect(frame.slot.scene == nil)
  }

  @Test func aRemovedChildsWorkIsCancelled() async {
    let frame = FrameController()
    let one = CardController(title: "One")
    frame.show(one, in: frame.slot)
    stage.setRoot(frame)
    var wasCancelled = false
    one.tasks.run {
      try? await Task.sleep(for: .seconds(3_600))
      wasCancelled = Task.isCancelled
    }

    frame.removeChild(one)
    await stage.settle()

    #expect(wasCancelled)
  }

  @Test func childrenAreOnTheStageWithTheirParentAndLeaveWithIt() {
    let frame = FrameController()
    let shown = CardController(title: "Shown")
    let kept = CardController(title: "Kept")
    frame.show(shown, in: frame.slot)
    frame.addChild(kept)
    stage.setRoot(frame)
    #expect(shown.stage === stage && kept.stage === stage)
    #expect(stage.allScenes.map(\.name) == ["Frame", "Shown", "Kept"])

    stage.setRoot(SampleController(title: "Other"))

    #expect(shown.stage == nil && kept.stage == nil)
  }

  @Test func childrenAreFreedWithTheirParent() {
    weak var child: CardController?
    weak var parent: FrameController?
    do {
      let frame = FrameController()
      let card = CardController(title: "One")
      frame.show(card, in: frame.slot)
      stage.setRoot(frame)
      _ = stage.render()
      child = card
      parent = frame
      stage.setRoot(SampleController(title: "Other"))
    }
    #expect(parent == nil)
    #expect(child == nil)
  }

  @Test func aChildAddedWhileTheParentIsOnTheStageEntersIt() {
    var entered: [String] = []
    stage.sceneDidEnter = { entered.append($0.name) }
    let frame = FrameController()
    stage.setRoot(frame)

    frame.show(CardController(title: "Late"), in: frame.slot)

    #expect(entered == ["Frame", "Late"])
  }

  @Test func theTopSceneIsTheSceneThatShowsAChildAsAPartOfItself() {
    let frame = FrameController()
    frame.show(CardController(title: "One"), in: frame.slot)
    stage.setRoot(frame)

    #expect(stage.topScene?.name == "Frame")
    #expect(stage.navigationStack.map(\.name) == ["Frame"])
  }

  @Test func theTopSceneOfAStackAScenesSlotShowsIsTheStacksTopScene() {
    let frame = FrameController()
    frame.show(
      StackController(scenes: [CardController(title: "List")]), in: frame.slot)
    stage.setRoot(frame)

    #expect(stage.topScene?.name == "List")
  }

  @Test func theTopSceneOfTabsIsTheSelectedTabsTopScene() {
    let tabs = TabBarController(tabs: [
      .init(title: "One", root: CardController(title: "One")),
      .init(title: "Two", root: CardController(title: "Two", id: "other")),
    ])
    stage.setRoot(tabs)

    #expect(stage.topScene?.name == "One")
  }
}
