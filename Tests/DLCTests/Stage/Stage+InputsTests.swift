import DLC
import Testing

@MainActor
@Suite struct StageInputsTests {
  var (stage, scene) = Stage.showing(SampleController())

  @Test func tapReachesTheButton() throws {
    try stage.tap("save")
    #expect(scene.taps == 1)
  }

  @Test func typeReplacesTheTextAndFiresTheChange() throws {
    try stage.type("Ada", into: "name")
    #expect(scene.typed == ["Ada"])
    #expect(scene.sampleView?.name.text == "Ada")
  }

  @Test func selectCountsRowsFromOne() throws {
    try stage.select(row: 2, in: "items")
    #expect(scene.selected == [1])
    #expect(scene.sampleView?.items.selectedIndex == 1)
  }

  @Test func anUnknownIdIsNoSuchElement() {
    #expect(throws: StageError.noSuchElement(id: "nope", scene: "Sample")) {
      try stage.tap("nope")
    }
  }

  @Test func tappingAFieldIsTheWrongKind() {
    #expect(throws: StageError.wrongKind(id: "name", expected: .button, actual: .field)) {
      try stage.tap("name")
    }
  }

  @Test func typingIntoAButtonIsTheWrongKind() {
    #expect(throws: StageError.wrongKind(id: "save", expected: .field, actual: .button)) {
      try stage.type("x", into: "save")
    }
  }

  @Test func selectingInALabelIsTheWrongKind() {
    #expect(throws: StageError.wrongKind(id: "title", expected: .list, actual: .label)) {
      try stage.select(row: 1, in: "title")
    }
  }

  @Test func aDisabledButtonRefusesTaps() {
    scene.sampleView?.save.isEnabled = false
    #expect(throws: StageError.disabled(id: "save")) { try stage.tap("save") }
    #expect(scene.taps == 0)
  }

  @Test func aHiddenElementRefusesInput() {
    scene.sampleView?.name.isHidden = true
    #expect(throws: StageError.hidden(id: "name")) { try stage.type("x", into: "name") }
    #expect(scene.typed.isEmpty)
  }

  @Test func anElementInAHiddenStackRefusesInput() {
    let button = Button(id: "inner", title: "Inner")
    scene.sampleView?.footer.add(button)
    scene.sampleView?.footer.isHidden = true
    #expect(throws: StageError.hidden(id: "inner")) { try stage.tap("inner") }
  }

  @Test(arguments: [0, 3, -1])
  func aRowOutsideTheListIsOutOfRange(row: Int) {
    #expect(throws: StageError.rowOutOfRange(id: "items", row: row, rowCount: 2)) {
      try stage.select(row: row, in: "items")
    }
    #expect(scene.selected.isEmpty)
  }

  @Test func selectingInAnEmptyListIsOutOfRange() {
    scene.sampleView?.items.rows = []
    #expect(throws: StageError.rowOutOfRange(id: "items", row: 1, rowCount: 0)) {
      try stage.select(row: 1, in: "items")
    }
  }

  @Test func inputWithoutASceneIsNoScene() {
    #expect(throws: StageError.noScene) { try Stage().tap("save") }
  }

  @Test func whileAnAlertIsUpTapsGoToItsButtons() throws {
    var confirmed = false
    scene.showAlert(
      Alert(title: "Sure?", buttons: [AlertButton(id: "yes", title: "Yes") { confirmed = true }])
    )
    #expect(throws: StageError.blockedByAlert(id: "save", alertTitle: "Sure?")) {
      try stage.tap("save")
    }
    #expect(throws: StageError.blockedByAlert(id: "name", alertTitle: "Sure?")) {
      try stage.type("x", into: "name")
    }
    try stage.tap("yes")
    #expect(confirmed)
    #expect(stage.alert == nil)
    #expect(scene.taps == 0)
  }

  @Test func settingAFieldFromCodeFiresNoChange() {
    scene.sampleView?.name.text = "Set by code"
    #expect(scene.typed.isEmpty)
  }

  @Test func errorsDescribeThemselvesForPeople() {
    #expect(
      StageError.rowOutOfRange(id: "items", row: 5, rowCount: 2).description
        == "row 5 is out of range: list 'items' has rows 1 to 2")
    #expect(
      StageError.noSuchElement(id: "x", scene: "Login").description
        == "scene 'Login' has no element 'x'")
    #expect(
      StageError.wrongKind(id: "a", expected: .button, actual: .label).description
        == "'a' is a label, not a button")
  }
}
