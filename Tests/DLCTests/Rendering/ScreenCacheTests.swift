import Testing

@testable import DLC

/// A stage's snapshots are brought up to date change by change: each must equal a fresh copy of
/// the whole screen, whatever changed and however often.
@MainActor
@Suite struct ScreenCacheTests {
  let stage = Stage(clock: ManualClock())
  let wide = WideController(labels: 40)

  init() {
    stage.setRoot(wide)
  }

  /// What the stage shows, copied afresh element by element, as no cache would.
  private func freshElements() -> [ElementSnapshot] {
    stage.frontScene?.elementRoot.children.map { ElementSnapshot(of: $0) } ?? []
  }

  private func expectCurrent(
    after change: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(
      stage.snapshot().elements == freshElements(), "\(change)", sourceLocation: sourceLocation)
  }

  @Test func everyKindOfChangeShowsInTheNextSnapshot() throws {
    _ = stage.element(withID: "label0")
    let changes: [(String, () throws -> Void)] = [
      ("a label's text", { wide.labels[7].text = "seven" }),
      ("typing", { try stage.type("Ada", into: "name") }),
      ("a field's placeholder", { wide.nameField.placeholder = "Who" }),
      ("hiding a stack", { wide.details.isHidden = true }),
      ("a label in a hidden stack", { wide.inner.text = "inside" }),
      ("disabling a button", { wide.save.isEnabled = false }),
      ("a switch in a stack", { wide.notify.isOn = true }),
      ("a list's rows", { wide.fruits.rows = ["Fig", "Kiwi"] }),
      ("selecting a row", { try stage.select(row: 2, in: "fruits") }),
      ("choosing", { try stage.choose("Large", in: "size") }),
      ("a child's label", { wide.cardLabel?.text = "Changed" }),
      ("a child scene's title", { wide.card.title = "Renamed" }),
      (
        "another child in the slot",
        { wide.show(CardController(title: "Two", id: "two"), in: wide.slot) }
      ),
      ("an element added to a stack", { wide.details.add(Label(id: "added", text: "new")) }),
      ("an element removed", { wide.details.remove(wide.inner) }),
      ("a label after the shape changed", { wide.labels[39].text = "last" }),
    ]
    for (name, change) in changes {
      try change()
      expectCurrent(after: name)
    }
  }

  @Test func aSnapshotKeepsWhatItShowedWhenTheScreenChangesLater() {
    let before = stage.snapshot()
    wide.labels[0].text = "changed"
    let after = stage.snapshot()

    #expect(before.element(withID: "label0")?.text == "0")
    #expect(after.element(withID: "label0")?.text == "changed")
  }

  @Test func theRevisionMovesOnlyWhenWhatIsShownChanges() {
    _ = stage.snapshot()
    let start = stage.screenRevision
    wide.labels[3].text = "3"
    _ = stage.snapshot()
    #expect(stage.screenRevision == start)

    wide.labels[3].text = "three"
    _ = stage.snapshot()
    #expect(stage.screenRevision == start + 1)
  }

  @Test func moreChangesThanTheRecordHoldsStillShow() {
    _ = stage.element(withID: "label0")
    for round in 0..<(ScreenChanges.capacity + 10) {
      wide.labels[round % wide.labels.count].text = "round \(round)"
    }
    expectCurrent(after: "more changes than the record holds")
  }

  @Test func changesOnAnotherStageDoNotDisturbThisOne() {
    let other = Stage(clock: ManualClock())
    let otherWide = WideController(labels: 3)
    other.setRoot(otherWide)
    _ = stage.element(withID: "label0")
    _ = stage.snapshot()

    otherWide.labels[0].text = "elsewhere"
    otherWide.details.add(Label(id: "more"))
    wide.labels[1].text = "here"

    expectCurrent(after: "changes on two stages")
    #expect(other.snapshot().element(withID: "label0")?.text == "elsewhere")
  }

  @Test func aScenePushedAndPoppedLeavesTheScreenAsItWas() throws {
    _ = stage.element(withID: "label0")
    stage.push(WideController(labels: 2))
    wide.labels[5].text = "changed underneath"
    try stage.pop()

    expectCurrent(after: "a push and a pop")
  }

  /// A freed scene's memory is soon another scene's: the new screen must not be taken for the
  /// old one because its root stands at the same address.
  @Test func aSceneMadeWhereAFreedOneStoodShowsItsOwnScreen() throws {
    for round in 0..<200 {
      let labels = round % 3 + 1
      stage.setRoot(WideController(labels: labels))
      #expect(stage.element(withID: "label\(labels - 1)") != nil, "round \(round)")
      #expect(stage.element(withID: "label\(labels)") == nil, "round \(round)")
      expectCurrent(after: "round \(round)")
    }
  }

  @Test func anAlertRaisedAndClosedShowsInTheNextSnapshots() throws {
    _ = stage.snapshot()
    wide.showAlert(Alert(title: "Saved"))
    #expect(stage.snapshot().alert?.title == "Saved")

    try stage.tap("ok")
    #expect(stage.snapshot().alert == nil)
  }

  @Test func aPresentedSceneIsTheSnapshotsUntilDismissed() throws {
    _ = stage.snapshot()
    stage.present(WideController(labels: 1))
    #expect(stage.snapshot().isModal)
    #expect(stage.snapshot().elements.count == freshElements().count)

    try stage.dismiss()
    #expect(!stage.snapshot().isModal)
    expectCurrent(after: "a dismissal")
  }

  @Test func anInputReachesAnElementAddedAfterTheLookupsBegan() throws {
    _ = stage.element(withID: "label0")
    let late = Button(id: "late", title: "Late")
    var taps = 0
    late.onTap = { taps += 1 }
    wide.details.add(late)

    try stage.tap("late")
    #expect(taps == 1)
  }

  @Test func anElementInAHiddenStackTakesNoInput() {
    wide.details.isHidden = true

    #expect(throws: StageError.hidden(id: "notify")) { try stage.toggle("notify") }
    #expect(stage.snapshot().isElementConcealed(withID: "notify") == true)
    #expect(stage.snapshot().isElementConcealed(withID: "save") == false)
  }
}

/// A screen of many labels, a form, a stack with elements inside and a slot showing a card.
@MainActor
final class WideController: SceneController {
  let labels: [Label]
  let nameField = TextField(id: "name")
  let save = Button(id: "save", title: "Save")
  let inner = Label(id: "inner", text: "in")
  let notify = Switch(id: "notify", title: "Notify")
  let details = VerticalStack(id: "details")
  let fruits = ListView(id: "fruits", rows: ["Apple", "Banana"])
  let size = Choice(id: "size", title: "Size", options: ["Small", "Large"])
  let slot = SceneSlot(id: "content")
  let card = CardController(title: "One")

  init(labels count: Int) {
    labels = (0..<count).map { Label(id: "label\($0)", text: "\($0)") }
    super.init(title: "Wide")
    show(card, in: slot)
  }

  override var name: String { "Wide" }

  /// The label of the card first shown in the slot.
  var cardLabel: Label? { card.isViewLoaded ? card.view.root.children.first as? Label : nil }

  override func loadView() -> SceneView {
    details.add(inner, notify)
    let view = FrameView()
    view.elements = labels + [nameField, save, details, fruits, size, slot]
    return view
  }
}
