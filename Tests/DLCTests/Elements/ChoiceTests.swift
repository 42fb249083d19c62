import DLC
import Testing

@MainActor
@Suite struct ChoiceTests {
  var (stage, scene) = Stage.showing(PanelController())

  @Test func chooseTakesAnOptionByItsTitle() throws {
    try stage.choose("Population", in: "order")
    #expect(scene.choices == [1])
    #expect(scene.panelView?.order.selectedOption == "Population")
  }

  @Test func theTitleIsMatchedIgnoringCaseWhenNoneMatchesExactly() throws {
    try stage.choose("population", in: "order")
    #expect(scene.panelView?.order.selectedIndex == 1)
  }

  @Test func anUnknownOptionIsRefusedListingTheOptions() {
    #expect(
      throws: StageError.noSuchOption(id: "order", option: "Size", options: ["Name", "Population"])
    ) { try stage.choose("Size", in: "order") }
    #expect(
      StageError.noSuchOption(id: "order", option: "Size", options: ["Name", "Population"])
        .description == "choice 'order' has no option 'Size'; its options are 'Name', 'Population'")
  }

  @Test func aDisabledChoiceRefusesAChoice() {
    scene.panelView?.order.isEnabled = false
    #expect(throws: StageError.disabled(id: "order")) { try stage.choose("Name", in: "order") }
  }

  @Test func anIndexOutOfRangeIsIgnored() throws {
    let view = try #require(scene.panelView)
    view.order.selectedIndex = 7
    #expect(view.order.selectedIndex == 0)
  }

  @Test func rendersItsOptionsWithTheChosenOneInParentheses() throws {
    #expect(stage.render().contains("order: Order: (Name) | Population"))
    let snapshot = try #require(stage.snapshot().element(withID: "order"))
    #expect(snapshot.text == "Name")
    #expect(snapshot.options == ["Name", "Population"])
  }
}
