import DLC
import Testing

@Suite struct ActDescriptionTests {
  @Test func anActDescribedByItsDeclarationsListsTheirNames() {
    let act = ActDescription(name: "Paging", scenes: [Pager.self])

    #expect(act == ActDescription(name: "Paging", scenes: ["Pager"]))
  }
}
