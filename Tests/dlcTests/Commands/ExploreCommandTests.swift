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

  @Test func withoutTheFillsTheSignedInScenesAreUnreachable() async throws {
    let result = try await BuiltProgram.dlc().run(["explore"])
    #expect(result.status == 1)
    #expect(
      result.output.contains(
        "unreachable-scene: scene 'Search' of act 'Act2' is listed but no walk reached it"))
    // Why, and what to do: the password the walk could not know.
    #expect(
      result.output.contains(
        "the walk typed only texts of its own into secure field 'password' of scene 'Login': "
          + "give it what a person would type, as --fill 'password=$NAME'"))
  }

  @Test(arguments: [
    ("atlas://nowhere", "--link: no route matches 'atlas://nowhere'"),
    ("https://example.com", "--link: 'https://example.com' is not a link of this application"),
    ("atlas://countries/DE", "--link: 'atlas://countries/DE' has an invalid country code"),
  ])
  func aLinkThatLeadsNowhereIsRefusedBeforeAWalk(link: String, error: String) async throws {
    for command in ["explore", "graph"] {
      let result = try await BuiltProgram.dlc().run([command, "--link", link])
      #expect(result.status == 2, "\(command)")
      #expect(result.errors.contains("error: \(error)"), "\(command): \(result.errors)")
      #expect(result.output.isEmpty, "\(command): \(result.output)")
    }
  }

  /// The graph the article "Exploring an application" shows is every edge of the design: the
  /// routes opened before and after sign-in among them (a link opened before it goes on from
  /// Login to where it points), and Favorites → Detail, which only a tap that changes a text
  /// (favorite) makes possible. (The text format is checked on smaller applications: a walk of
  /// Atlas is one of the longest tests.)
  @Test func theExploringArticleShowsTheMermaidGraphAtlasPrints() async throws {
    let result = try await BuiltProgram.dlc().run(["graph", "--format", "mermaid"] + Self.fills)
    let article = try String(
      contentsOf: BuiltProgram.packageRoot.appendingPathComponent(
        "Sources/DLCCommandLine/DLCCommandLine.docc/Exploring.md"),
      encoding: .utf8)
    #expect(result.status == 0)
    #expect(article.contains("```mermaid\n" + result.output + "```\n"))
  }
}
