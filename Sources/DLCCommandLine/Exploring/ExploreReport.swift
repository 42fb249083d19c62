import DLC

/// What a walk found: how much it saw, the scene graph and the findings.
struct ExploreReport: Codable, Equatable {
  /// A scene of the graph, with its act, and whether the walk reached it.
  struct Node: Codable, Equatable {
    var scene: String
    var act: String?
    var isReached: Bool
  }

  var screens = 0
  var transitions = 0
  var steps = 0
  var nodes: [Node] = []
  var edges: [SceneEdge] = []
  var findings: [ExploreFinding] = []
  /// Whether the walk stopped at its time limit, with screens left to try.
  var isOutOfTime = false
  /// Whether the walk used up `--max-steps`, with screens left to try.
  var isOutOfSteps = false
  /// Whether the walk gave up on an application that kept crashing (or holding its main
  /// actor), or crashed again where it had been walked around, with screens left to try.
  var isOutOfCrashes = false
  /// Whether Ctrl-C ended the walk.
  var isInterrupted = false
  /// The commands after which the stage would not let go of its work, so that the process
  /// walking it had to be given up; `nil` when it let go every time.
  var abandoned: [String]?
  /// The ids given `--fill` that no screen of a whole walk showed: a mistyped id, most likely.
  var unusedFills: [String] = []

  /// The scenes of a graph: every scene of the acts, in their order, marked reached or not,
  /// then any other scene reached (one the acts do not list), by name.
  ///
  /// - Parameters:
  ///   - acts: The application's acts.
  ///   - reached: The scenes the walk reached.
  /// - Returns: The nodes.
  static func nodes(of acts: [ActDescription], reached: Set<String>) -> [Node] {
    var nodes = acts.flatMap { act in
      act.scenes.map { Node(scene: $0, act: act.name, isReached: reached.contains($0)) }
    }
    for scene in reached.sorted() where !nodes.contains(where: { $0.scene == scene }) {
      nodes.append(Node(scene: scene, act: nil, isReached: true))
    }
    return nodes
  }

  /// The line that ends a walk, such as `explored 12 screens, 30 transitions in 410 steps:
  /// no findings`.
  var summary: String {
    let count =
      findings.isEmpty
      ? "no findings" : findings.count == 1 ? "1 finding" : "\(findings.count) findings"
    let walk =
      "explored \(Self.counted(screens, "screen")), \(Self.counted(transitions, "transition")) "
      + "in \(Self.counted(steps, "step"))"
    return walk + (cutReason.map { " before the \($0)" } ?? "") + ": \(count)"
  }

  /// A count and its noun, which takes an s unless the count is one: `1 step`, `2 steps`.
  private static func counted(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
  }

  /// Whether a limit ended the walk before it had tried everything: what it did not reach, it
  /// does not report.
  var isCut: Bool {
    cutReason != nil
  }

  /// The limit that ended the walk before it had tried everything, such as `time limit`.
  var cutReason: String? {
    if isInterrupted { return "interrupt" }
    if isOutOfTime { return "time limit" }
    if isOutOfSteps { return "step limit" }
    if isOutOfCrashes { return screens == 0 ? "crash at the start" : "crash limit" }
    return nil
  }
}
