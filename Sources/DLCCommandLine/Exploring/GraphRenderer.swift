/// Draws the scene graph a walk found as text, Mermaid or DOT.
struct GraphRenderer {
  var report: ExploreReport

  func render(_ format: GraphFormat) -> String {
    switch format {
    case .text: text
    case .mermaid: mermaid
    case .dot: dot
    }
  }

  /// The acts in the order they are listed, each with its scenes; scenes of no act last.
  private var groups: [(act: String?, scenes: [ExploreReport.Node])] {
    var result: [(act: String?, scenes: [ExploreReport.Node])] = []
    for node in report.nodes {
      if let index = result.firstIndex(where: { $0.act == node.act }) {
        result[index].scenes.append(node)
      } else {
        result.append((node.act, [node]))
      }
    }
    return result
  }

  /// What an edge's label says besides its command; nothing where the command says it all.
  private static func note(of edge: SceneEdge) -> String {
    guard edge.label != "back" || edge.kind != .back else { return "" }
    return switch edge.kind {
    case .push: ""
    case .modal: " (modal)"
    case .root: " (root)"
    case .back: " (back)"
    case .dismiss: " (dismiss)"
    case .tab: " (tab)"
    }
  }

  /// A line for each scene, group by group: an act's scenes stand indented between the lines
  /// that open and close it.
  ///
  /// - Parameters:
  ///   - node: The line of a scene, without its indent.
  ///   - openingAct: The lines that open an act, given its place among the groups and its name.
  ///   - closingAct: The line that closes an act.
  /// - Returns: The lines, each indented.
  private func groupedNodes(
    _ node: (ExploreReport.Node) -> String,
    openingAct: (_ index: Int, _ act: String) -> [String],
    closingAct: String
  ) -> [String] {
    var lines: [String] = []
    for (index, group) in groups.enumerated() {
      let nodes = group.scenes.map(node)
      if let act = group.act {
        lines += openingAct(index, act)
        lines += nodes.map { "    \($0)" }
        lines.append(closingAct)
      } else {
        lines += nodes.map { "  \($0)" }
      }
    }
    return lines
  }

  // MARK: - Text

  private var text: String {
    var lines = groups.map { group in
      let scenes = group.scenes.map { $0.isReached ? $0.scene : "\($0.scene) (not reached)" }
      return "\(group.act ?? "no act"): \(scenes.joined(separator: ", "))"
    }
    lines += report.edges.map { "\($0.from) -> \($0.to): \($0.label)\(Self.note(of: $0))" }
    return lines.joined(separator: "\n")
  }

  // MARK: - Mermaid

  private var mermaid: String {
    var lines = ["flowchart TD"]
    lines += groupedNodes(
      { "\(Self.mermaidID($0.scene))[\"\(Self.escapedHTML($0.scene))\"]" },
      openingAct: { index, act in ["  subgraph act\(index)[\"\(Self.escapedHTML(act))\"]"] },
      closingAct: "  end")
    for edge in report.edges {
      let arrow =
        switch edge.kind {
        case .modal: "-.->"
        case .root: "==>"
        case .push, .back, .dismiss, .tab: "-->"
        }
      let label = Self.escapedHTML(edge.label + Self.note(of: edge))
      lines.append(
        "  \(Self.mermaidID(edge.from)) \(arrow)|\"\(label)\"| \(Self.mermaidID(edge.to))")
    }
    let unreached = report.nodes.filter { !$0.isReached }.map { Self.mermaidID($0.scene) }
    if !unreached.isEmpty {
      lines.append("  classDef unreached stroke-dasharray: 5 5")
      lines.append("  class \(unreached.joined(separator: ",")) unreached")
    }
    return lines.joined(separator: "\n")
  }

  /// A node id Mermaid accepts: letters, digits and underscores, after a prefix that keeps
  /// words such as `end` from being read as keywords.
  private static func mermaidID(_ scene: String) -> String {
    "scene_"
      + String(
        scene.unicodeScalars.map {
          $0.properties.isAlphabetic || ("0"..."9").contains($0) ? Character($0) : "_"
        })
  }

  private static func escapedHTML(_ text: String) -> String {
    text.replacing("&", with: "&amp;").replacing("\"", with: "&quot;")
      .replacing("<", with: "&lt;").replacing(">", with: "&gt;")
  }

  // MARK: - DOT

  private var dot: String {
    var lines = ["digraph scenes {", "  rankdir=LR;", "  node [shape=box];"]
    lines += groupedNodes(
      { "\(Self.quotedDOT($0.scene))\($0.isReached ? "" : " [style=dashed]");" },
      openingAct: { index, act in
        ["  subgraph cluster_\(index) {", "    label=\(Self.quotedDOT(act));"]
      },
      closingAct: "  }")
    for edge in report.edges {
      var attributes = ["label=\(Self.quotedDOT(edge.label))"]
      switch edge.kind {
      case .modal: attributes.append("style=dashed")
      case .root: attributes.append("style=bold")
      case .back, .dismiss: attributes.append("arrowhead=empty")
      case .tab: attributes.append("style=dotted")
      case .push: break
      }
      lines.append(
        "  \(Self.quotedDOT(edge.from)) -> \(Self.quotedDOT(edge.to)) [\(attributes.joined(separator: ", "))];"
      )
    }
    lines.append("}")
    return lines.joined(separator: "\n")
  }

  private static func quotedDOT(_ text: String) -> String {
    "\""
      + text.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"").replacing(
        "\n", with: "\\n") + "\""
  }
}
