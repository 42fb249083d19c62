import Testing

@testable import DLCCommandLine

struct GraphRendererTests {
  private let report = ExploreReport(
    nodes: [
      .init(scene: "Start", act: "Act \"One\"", isReached: true),
      .init(scene: "List", act: "Act \"One\"", isReached: true),
      .init(scene: "end", act: nil, isReached: false),
    ],
    edges: [
      SceneEdge(from: "Start", to: "List", label: "tap go", kind: .root),
      SceneEdge(from: "List", to: "Start", label: "select rows N", kind: .modal),
      SceneEdge(from: "Start", to: "List", label: "back", kind: .dismiss),
      SceneEdge(from: "List", to: "Start", label: "back", kind: .back),
    ])

  @Test func textListsActsThenEdgesWithTheirKindUnlessBackSaysIt() {
    #expect(
      GraphRenderer(report: report).render(.text) == """
        Act "One": Start, List
        no act: end (not reached)
        Start -> List: tap go (root)
        List -> Start: select rows N (modal)
        Start -> List: back (dismiss)
        List -> Start: back
        """)
  }

  @Test func mermaidEscapesLabelsAndKeepsKeywordsOutOfNodeIDs() {
    let text = GraphRenderer(report: report).render(.mermaid)
    #expect(text.contains(#"  subgraph act0["Act &quot;One&quot;"]"#))
    #expect(text.contains(#"  scene_end["end"]"#))
    #expect(text.contains(#"  scene_Start ==>|"tap go (root)"| scene_List"#))
    #expect(text.contains(#"  scene_List -.->|"select rows N (modal)"| scene_Start"#))
    #expect(text.hasSuffix("  class scene_end unreached"))
  }

  @Test func dotQuotesNamesAndMarksModalRootAndUnreachedScenes() {
    let text = GraphRenderer(report: report).render(.dot)
    #expect(text.hasPrefix("digraph scenes {"))
    #expect(text.contains(#"    label="Act \"One\"";"#))
    #expect(text.contains(#"  "end" [style=dashed];"#))
    #expect(text.contains(#"  "Start" -> "List" [label="tap go", style=bold];"#))
    #expect(text.contains(#"  "List" -> "Start" [label="select rows N", style=dashed];"#))
    #expect(text.hasSuffix("}"))
  }
}
