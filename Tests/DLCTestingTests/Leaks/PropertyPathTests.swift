import Testing

@testable import DLC

@Suite struct PropertyPathTests {
  @Test func theRootRendersEmpty() {
    #expect(PropertyPath.root.rendered() == "")
  }

  @Test func namesAreJoinedWithDotsAndElementsSubscripted() {
    let path = PropertyPath.root.appending(.named("view")).appending(.named("children"))
      .appending(.element(5)).appending(.named("text"))
    #expect(path.rendered() == "view.children[5].text")
  }

  @Test func aLongPathShowsOnlyItsLastSteps() {
    var path = PropertyPath.root
    for index in 1...5 {
      path = path.appending(.named("p\(index)"))
    }
    #expect(path.rendered(limit: 5) == "p1.p2.p3.p4.p5")
    #expect(path.rendered(limit: 3) == "….p3.p4.p5")
  }
}
