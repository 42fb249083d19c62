import Foundation
import TestSupport
import Testing

/// `dlc explore` and `dlc graph` on Atlas itself, signed in with the demo account.
@Suite(.hangGuard)
struct ExploreCommandTests {
  private static let fills = [
    "--fill", "email=demo@example.com", "--fill", "password=atlas-demo-1",
  ]

  @Test func atlasReachesEveryScreenWithNoFinding() async throws {
    let result = try await BuiltProgram.dlc().run(["explore"] + Self.fills)
    #expect(result.status == 0, "\(result.output)")
    #expect(result.output.hasSuffix(": no findings\n"))
    // A walk slowed down by a loaded machine may show its progress, and nothing else.
    #expect(
      result.errors.split(separator: "\n").allSatisfy { $0.hasPrefix("exploring: ") },
      "\(result.errors)")
  }

  /// Every edge of the design, the routes opened before and after sign-in among them (a link
  /// opened before it goes on from Login to where it points), and Favorites → Detail, which
  /// only a tap that changes a text (favorite) makes possible.
  @Test func atlasGraphShowsEveryEdgeOfTheDesign() async throws {
    let result = try await BuiltProgram.dlc().run(["graph"] + Self.fills)
    #expect(result.status == 0)
    #expect(
      result.output == """
        Act1: Welcome, Login
        Act2: Home, Search, Detail, Favorites, Settings
        Welcome -> Login: tap signIn
        Welcome -> Login: open atlas://search?q=ger (root)
        Welcome -> Login: open atlas://countries/DEU (root)
        Welcome -> Login: open atlas://favorites (root)
        Login -> Search: tap submit (root)
        Login -> Welcome: back
        Login -> Detail: tap submit (root)
        Login -> Favorites: tap submit (root)
        Search -> Favorites: tab Favorites (tab)
        Search -> Settings: tap settings (modal)
        Search -> Search: open atlas://search?q=ger (root)
        Search -> Detail: open atlas://countries/DEU (root)
        Search -> Favorites: open atlas://favorites (root)
        Search -> Detail: select results N
        Detail -> Favorites: tab Favorites (tab)
        Detail -> Search: back
        Favorites -> Search: tab Search (tab)
        Settings -> Search: back
        Settings -> Welcome: tap confirm (root)
        Favorites -> Detail: tab Search (tab)
        Favorites -> Detail: select favorites N

        """)
  }

  @Test func withoutTheFillsTheSignedInScenesAreUnreachable() async throws {
    let result = try await BuiltProgram.dlc().run(["explore"])
    #expect(result.status == 1)
    #expect(
      result.output.contains(
        "unreachable-scene: scene 'Search' of act 'Act2' is listed but no walk reached it"))
  }

  @Test func theReadmeShowsTheMermaidGraphAtlasPrints() async throws {
    let result = try await BuiltProgram.dlc().run(["graph", "--format", "mermaid"] + Self.fills)
    let readme = try String(
      contentsOf: BuiltProgram.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    #expect(result.status == 0)
    #expect(readme.contains("```mermaid\n" + result.output + "```\n"))
  }
}
