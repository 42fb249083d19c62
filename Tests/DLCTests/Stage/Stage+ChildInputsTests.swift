import DLC
import Testing

/// Inputs and rendering on a screen made of a parent and the child it shows.
@MainActor
@Suite struct StageChildInputsTests {
  let stage = Stage(clock: ManualClock())
  let frame = FrameController()
  let card = CardController(title: "One")

  init() {
    frame.show(card, in: frame.slot)
    stage.setRoot(frame)
  }

  @Test func aTapReachesTheShownChildsButton() throws {
    try stage.tap("cardAction")
    #expect(card.taps == 1)
  }

  @Test func theParentsElementsAreFoundBesideTheChilds() {
    #expect((stage.element(withID: "heading") as? Label)?.text == "Frame")
    #expect((stage.element(withID: "card") as? Label)?.text == "One")
  }

  @Test func aHiddenChildsElementsAreNotOnTheScreen() {
    frame.show(CardController(title: "Two", id: "other"), in: frame.slot)

    #expect(throws: StageError.noSuchElement(id: "cardAction", scene: "Frame")) {
      try stage.tap("cardAction")
    }
  }

  @Test func anIdTwoShownScenesShareIsRefusedAsAmbiguous() {
    let pair = TwoSlotController()
    pair.show(CardController(title: "Left"), in: pair.first)
    pair.show(CardController(title: "Right"), in: pair.second)
    stage.setRoot(pair)

    #expect(throws: StageError.ambiguous(id: "cardAction")) {
      try stage.tap("cardAction")
    }
  }

  @Test func theTextRenderingShowsTheChildsElementsInPlaceUnderTheParentsName() {
    #expect(
      stage.render() == """
        [Frame] Frame
        heading: Frame
        card: One
        cardAction: <Act>
        """)
  }

  @Test func theJSONRenderingNestsTheChildsElementsInTheSlot() {
    let json = stage.renderJSON()
    #expect(json.contains(#""scene":"One""#))
    #expect(
      json.contains(
        #"{"children":[{"enabled":true,"hidden":false,"id":"card","kind":"label","text":"One"}"#))
    #expect(json.contains(#""id":"content","kind":"scene","scene":"One","title":"One""#))
  }

  @Test func aHiddenSlotHidesTheChildsElementsFromInput() {
    frame.slot.isHidden = true

    #expect(throws: StageError.hidden(id: "cardAction")) {
      try stage.tap("cardAction")
    }
  }
}

/// A container with two slots side by side, to show two children at once.
private final class TwoSlotController: SceneController {
  let first = SceneSlot(id: "first")
  let second = SceneSlot(id: "second")

  init() {
    super.init(title: "Two")
  }

  override func loadView() -> SceneView {
    let view = FrameView()
    view.elements = [HorizontalStack(id: "pair", children: [first, second])]
    return view
  }
}
