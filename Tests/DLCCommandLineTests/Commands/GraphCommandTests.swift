import Foundation
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
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try #require(Self.dot))
    process.arguments = ["-Tsvg"]
    let input = Pipe()
    let output = Pipe()
    let errors = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    input.fileHandleForWriting.write(Data(run.output.utf8))
    try input.fileHandleForWriting.close()
    let svg = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    let complaints = String(
      decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "dot: \(complaints)")
    #expect(svg.contains("<svg"))
    #expect(complaints.isEmpty)
  }

  @Test func anUnknownFormatExitsWithStatus2() async throws {
    let run = try await program.run(["graph", "--format", "png"])
    #expect(run.status == 2)
    #expect(run.errors.contains("'--format' is one of text, mermaid, dot, not 'png'"))
  }
}
