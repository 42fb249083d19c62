import DLC
import Testing

@MainActor
@Suite struct StageTests {
  let log = LifecycleLog()

  /// Shows scene A on a new stage, lets `setUp` change the stage unrecorded, then records the
  /// appearance calls the scenes get while `change` runs.
  private func appearanceCalls(
    setUp: (Stage) -> Void = { _ in }, during change: (Stage) throws -> Void
  ) rethrows -> (stage: Stage, calls: [String]) {
    let (stage, _) = Stage.showing(SampleController(title: "A", log: log))
    setUp(stage)
    log.clear()
    try change(stage)
    return (stage, log.entries)
  }

  @Test func setRootShowsTheSceneAndCallsItsAppearance() {
    let (stage, _) = Stage.showing(SampleController(title: "A", log: log))
    #expect(log.entries == ["A.willAppear", "A.didAppear"])
    #expect(stage.topScene?.name == "A")
  }

  @Test func pushCallsLifecycleInOrder() {
    let (stage, calls) = appearanceCalls { $0.push(SampleController(title: "B", log: log)) }
    #expect(calls == ["A.willDisappear", "B.willAppear", "A.didDisappear", "B.didAppear"])
    #expect(stage.navigationStack.map(\.name) == ["A", "B"])
  }

  @Test func popCallsLifecycleInOrder() throws {
    let (stage, calls) = try appearanceCalls(
      setUp: { $0.push(SampleController(title: "B", log: log)) }, during: { try $0.pop() })
    #expect(calls == ["B.willDisappear", "A.willAppear", "B.didDisappear", "A.didAppear"])
    #expect(stage.topScene?.name == "A")
  }

  @Test func showPresentsASceneThatAsksToBeModalAndPushesAnyOther() {
    let guest = GuestDC(guest: "Ada")
    let stage = Stage()
    stage.setRoot(SceneController(title: "Lobby"))

    stage.show(Room.controller(setup: Room.Setup(number: "101"), dc: guest))
    stage.show(Minibar.controller(setup: Minibar.Setup(), dc: guest))

    #expect(stage.navigationStack.map(\.name) == ["Scene", "Room"])
    #expect(stage.modalStack.map(\.name) == ["Minibar"])
  }

  @Test func presentCallsLifecycleInOrder() {
    let (stage, calls) = appearanceCalls { $0.present(SampleController(title: "M", log: log)) }
    #expect(calls == ["A.willDisappear", "M.willAppear", "A.didDisappear", "M.didAppear"])
    #expect(stage.isShowingModal)
  }

  @Test func dismissCallsLifecycleInOrder() throws {
    let (stage, calls) = try appearanceCalls(
      setUp: { $0.present(SampleController(title: "M", log: log)) }, during: { try $0.dismiss() })
    #expect(calls == ["M.willDisappear", "A.willAppear", "M.didDisappear", "A.didAppear"])
    #expect(!stage.isShowingModal)
  }

  @Test func setRootReplacesEveryStackAndCallsLifecycleInOrder() {
    let (stage, calls) = appearanceCalls(
      setUp: {
        $0.push(SampleController(title: "B", log: log))
        $0.present(SampleController(title: "M", log: log))
      },
      during: { $0.setRoot(SampleController(title: "R", log: log)) })
    #expect(calls == ["M.willDisappear", "R.willAppear", "M.didDisappear", "R.didAppear"])
    #expect(stage.navigationStack.map(\.name) == ["R"])
    #expect(stage.modalStack.isEmpty)
  }

  @Test func pushWhileAModalIsUpStacksOnTheModal() throws {
    let (stage, _) = Stage.showing(SampleController(title: "A"))
    stage.present(SampleController(title: "M"))
    stage.push(SampleController(title: "N"))
    #expect(stage.modalStack.map(\.name) == ["M", "N"])
    try stage.back()
    #expect(stage.topScene?.name == "M")
    try stage.back()
    #expect(stage.topScene?.name == "A")
  }

  @Test func backWhileAnAlertIsUpIsBlockedByIt() {
    let (stage, _) = Stage.showing(SampleController(title: "A"))
    stage.push(SampleController(title: "B"))
    stage.topScene?.showAlert(Alert(title: "Answer me"))
    #expect(throws: StageError.blockedByAlert(id: "back", alertTitle: "Answer me")) {
      try stage.back()
    }
    #expect(stage.topScene?.name == "B")
  }

  @Test func setRootClosesAnyAlert() {
    let stage = Stage()
    let root = SampleController(title: "A")
    stage.setRoot(root)
    root.showAlert(Alert(title: "Up"))
    stage.setRoot(SampleController(title: "R"))
    #expect(stage.alert == nil)
  }

  @Test func aPushAskedForWhileAppearingWaitsForTheTransitionToFinish() {
    final class RedirectingController: SceneController {
      let next: SceneController
      let log: LifecycleLog

      init(next: SceneController, log: LifecycleLog) {
        self.next = next
        self.log = log
        super.init(title: "Redirect")
      }

      override var name: String { title }
      override func willAppear() {
        log.record("Redirect.willAppear")
        stage?.push(next)
      }
      override func didAppear() { log.record("Redirect.didAppear") }
      override func willDisappear() { log.record("Redirect.willDisappear") }
      override func didDisappear() { log.record("Redirect.didDisappear") }
    }
    let stage = Stage()
    stage.setRoot(RedirectingController(next: SampleController(title: "B", log: log), log: log))
    #expect(
      log.entries == [
        "Redirect.willAppear", "Redirect.didAppear",
        "Redirect.willDisappear", "B.willAppear", "Redirect.didDisappear", "B.didAppear",
      ])
    #expect(stage.navigationStack.map(\.name) == ["Redirect", "B"])
  }

  /// How a scene comes over A, and how it leaves as soon as it appears.
  enum ComingAndLeaving: CaseIterable, Sendable {
    case pushedThenPopped
    case presentedThenDismissed
  }

  @Test(arguments: ComingAndLeaving.allCases)
  func leavingAskedForWhileAppearingWaitsForTheTransitionToFinish(_ way: ComingAndLeaving) {
    let (stage, calls) = appearanceCalls { stage in
      switch way {
      case .pushedThenPopped:
        stage.push(AppearingActionController(title: "B", log: log) { try? $0.pop() })
      case .presentedThenDismissed:
        stage.present(AppearingActionController(title: "B", log: log) { try? $0.dismiss() })
      }
    }
    #expect(
      calls == [
        "A.willDisappear", "B.willAppear", "A.didDisappear", "B.didAppear",
        "B.willDisappear", "A.willAppear", "B.didDisappear", "A.didAppear",
      ])
    #expect(stage.navigationStack.map(\.name) == ["A"])
    #expect(!stage.isShowingModal)
  }

  @Test func aBackAskedForWhileAppearingWithNowhereToGoDoesNothingOnceTheTransitionIsOver() {
    let stage = Stage()
    var thrown: (any Error)?
    stage.setRoot(
      AppearingActionController(title: "A", log: log) { stage in
        do { try stage.back() } catch { thrown = error }
      })
    #expect(thrown == nil)
    #expect(log.entries == ["A.willAppear", "A.didAppear"])
    #expect(stage.navigationStack.map(\.name) == ["A"])
  }

  @Test func popOfTheRootIsNothingToGoBackTo() {
    let (stage, _) = Stage.showing(SampleController(title: "A"))
    #expect(throws: StageError.nothingToGoBackTo) { try stage.pop() }
  }

  @Test func backOnAnEmptyStageIsNothingToGoBackTo() {
    #expect(throws: StageError.nothingToGoBackTo) { try Stage().back() }
  }

  @Test func dismissWithoutAModalIsNothingToGoBackTo() {
    let (stage, _) = Stage.showing(SampleController(title: "A"))
    #expect(throws: StageError.nothingToGoBackTo) { try stage.dismiss() }
  }

  @Test func aLeavingSceneHasNoStage() throws {
    let stage = Stage()
    let pushed = SampleController(title: "B")
    stage.setRoot(SampleController(title: "A"))
    stage.push(pushed)
    #expect(pushed.stage === stage)
    try stage.pop()
    #expect(pushed.stage == nil)
  }

  @Test func anAlertGoesAwayWithTheSceneThatShowedIt() throws {
    let stage = Stage()
    let pushed = SampleController(title: "B")
    stage.setRoot(SampleController(title: "A"))
    stage.push(pushed)
    pushed.showAlert(Alert(title: "Oops"))
    #expect(stage.alert?.title == "Oops")
    try stage.tap("ok")
    pushed.showAlert(Alert(title: "Again"))
    try stage.pop()
    #expect(stage.alert == nil)
  }

  @Test func aPoppedSceneAndEveryPartOfItAreFreed() throws {
    let (stage, _) = Stage.showing(SampleController(title: "A"))
    weak var controller: SampleController?
    weak var view: SceneView?
    var elements: [WeakElement] = []
    do {
      let pushed = SampleController(title: "B")
      stage.push(pushed)
      let sampleView = try #require(pushed.sampleView)
      controller = pushed
      view = sampleView
      elements = sampleView.root.children.map(WeakElement.init) + [WeakElement(sampleView.note)]
      try stage.tap("save")
    }
    try stage.pop()
    #expect(controller == nil)
    #expect(view == nil)
    #expect(elements.allSatisfy { $0.element == nil })
  }
}

/// Holds an element weakly, to check that it was freed.
@MainActor
struct WeakElement {
  weak var element: Element?

  init(_ element: Element) {
    self.element = element
  }
}
