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

  @Test func replacingRowsKeepsASelectionThatStillFits() {
    let list = ListView(id: "results", rows: ["A", "B"])
    list.selectedIndex = 0
    list.rows = ["X", "Y"]
    #expect(list.selectedIndex == 0)
  }
}
