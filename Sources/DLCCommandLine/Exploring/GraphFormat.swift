/// How `graph` draws the scene graph.
enum GraphFormat: String, CaseIterable, Equatable {
  /// One line an act, then one line an edge.
  case text
  /// A Mermaid flowchart, which the usual code hosts render.
  case mermaid
  /// Graphviz's DOT language.
  case dot
}
