import DLC
import Testing

@MainActor
@Suite struct ListViewTests {
  @Test func replacingRowsClearsASelectionThatNoLongerFits() {
    let list = ListView(id: "results", rows: ["A", "B", "C"])
    list.selectedIndex = 2
    list.rows = ["A"]
    #expect(list.selectedIndex == nil)
  }

  @Test func aSelectionSetBeforeItsRowExistedIsClearedByNewRows() {
    let list = ListView(id: "notes", rows: ["A"])
    list.selectedIndex = 2
    list.rows = ["A", "B", "C"]
    #expect(list.selectedIndex == nil)
  }

  @Test func replacingRowsKeepsASelectionWhoseRowIsUnchanged() {
    let list = ListView(id: "results", rows: ["A", "B"])
    list.selectedIndex = 1
    list.rows = ["A", "B", "C"]
    #expect(list.selectedIndex == 1)
  }

  @Test(arguments: [["B"], ["X", "Y"]])
  func replacingRowsClearsASelectionWhoseIndexNowPointsAtAnotherRow(rows: [String]) {
    let list = ListView(id: "notes", rows: ["A", "B"])
    list.selectedIndex = 0
    list.rows = rows
    #expect(list.selectedIndex == nil)
  }
}
