import DLC
import DLCScript
import Testing

struct SceneListingTests {
  @Test func listsEachActOnItsOwnLine() {
    let acts = [
      ActDescription(name: "Act1", scenes: ["Welcome", "Login"]),
      ActDescription(name: "Act2", scenes: ["Search"]),
    ]
    #expect(SceneListing.render(acts) == "Act1: Welcome, Login\nAct2: Search")
  }

  @Test func saysSoWhenThereAreNoActs() {
    #expect(SceneListing.render([]) == "(no acts)")
  }
}
