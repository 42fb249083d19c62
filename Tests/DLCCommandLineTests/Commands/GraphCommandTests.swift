import Foundation
import TestSupport
import Testing

/// `graph` walks as `explore` does and prints the scene graph in the format asked for.
struct GraphCommandTests {
  /// Graphviz's `dot`, where it is installed.
  private static let dot = ["/usr/bin/dot", "/usr/local/bin/dot", "/opt/homebrew/bin/dot"]
    .first { FileManager.default.isExecutableFile(atPath: $0) }

  private let program: SamplesProgram

  init() throws {
    program = try SamplesProgram.find()
  }

  @Test func textListsTheActsAndEachEdgeWithItsCommand() async throws {
    let run = try await program.run(["graph", "--app", "unreachable"])
    #expect(run.status == 0)
    #expect(
      run.output == """
        Main: Home, Next, Hidden (not reached)
        Home -> Next: tap open
        Next -> Home: back

        """)
  }

  @Test func mermaidDrawsAFlowchartWithUnreachedScenesDashed() async throws {
    let run = try await program.run(["graph", "--app", "unreachable", "--format", "mermaid"])
    #expect(run.status == 0)
    #expect(
      run.output == """
        flowchart TD
          subgraph act0["Main"]
            scene_Home["Home"]
            scene_Next["Next"]
            scene_Hidden["Hidden"]
          end
          scene_Home -->|"tap open"| scene_Next
          scene_Next -->|"back"| scene_Home
          classDef unreached stroke-dasharray: 5 5
          class scene_Hidden unreached

        """)
  }

  @Test(.enabled(if: dot != nil, "Graphviz is not installed"))
  func dotIsAcceptedByGraphviz() async throws {
    let run = try await program.run(["graph", "--app", "dead-end", "--format", "dot"])
    #expect(run.status == 0)
    #expect(run.output.contains(#""Home" -> "Next" [label="tap open", style=bold];"#))
    let graphviz = BuiltProgram(url: URL(fileURLWithPath: try #require(Self.dot)))
    let svg = try await graphviz.run(["-Tsvg"], input: run.output)
    #expect(svg.status == 0, "dot: \(svg.errors)")
    #expect(svg.output.contains("<svg"))
    #expect(svg.errors.isEmpty)
  }

  @Test func anUnknownFormatExitsWithStatus2() async throws {
    let run = try await program.run(["graph", "--format", "png"])
    #expect(run.status == 2)
    #expect(run.errors.contains("'--format' is one of text, mermaid, dot, not 'png'"))
  }
}
