/// What a walk has covered so far, across the child processes that walked it: the findings by
/// first sighting, the counts, and the progress line a long walk shows on standard error.
@MainActor
struct WalkProgress {
  /// When the walk started, and when it must end.
  let started: ContinuousClock.Instant
  let deadline: ContinuousClock.Instant
  let terminal: Terminal
  /// Whether each finding is written as a JSON line as soon as it is found.
  let streamsFindings: Bool

  /// The screens found, each once whichever children found it, by their keys' digests.
  private var screensFound: Set<String> = []
  /// The moves between screens found, by the digests of their two screens and the move.
  private var transitionsFound: Set<String> = []
  /// The ways between scenes found, in the order found.
  private(set) var edges: [SceneEdge] = []
  /// The scenes reached.
  private(set) var reachedScenes: Set<String> = []
  var steps = 0
  private(set) var findings: [ExploreFinding] = []
  private var lastTold: ContinuousClock.Instant?

  /// How long a walk goes on before it shows its progress, and how often after that.
  static let progressEvery: Duration = .seconds(5)

  init(
    started: ContinuousClock.Instant, deadline: ContinuousClock.Instant, terminal: Terminal,
    streamsFindings: Bool
  ) {
    self.started = started
    self.deadline = deadline
    self.terminal = terminal
    self.streamsFindings = streamsFindings
  }

  /// The number of screens found.
  var screens: Int { screensFound.count }

  /// Takes note of a screen a child found; a new child finds the screens before it again.
  ///
  /// - Parameter digest: The digest of the screen's key.
  mutating func found(screen digest: String) {
    screensFound.insert(digest)
  }

  /// The number of moves between screens found.
  var transitions: Int { transitionsFound.count }

  /// Takes note of a move between screens a child found.
  ///
  /// - Parameter digest: The digest of the two screens and the move.
  mutating func found(transition digest: String) {
    transitionsFound.insert(digest)
  }

  /// Takes note of a way between scenes a child found.
  mutating func found(_ edge: SceneEdge) {
    if !edges.contains(edge) {
      edges.append(edge)
    }
  }

  /// Takes note of a scene a child reached.
  mutating func reached(_ scene: String) {
    reachedScenes.insert(scene)
  }

  /// Takes note of a finding, unless one of the same kind and message was found before (by a
  /// child that went on to crash, say).
  mutating func add(_ finding: ExploreFinding) {
    guard
      !findings.contains(where: { $0.kind == finding.kind && $0.message == finding.message })
    else { return }
    findings.append(finding)
    if streamsFindings {
      terminal.write(ExploreCommand.json(["finding": finding]))
    }
  }

  /// Takes note of a stage given up after `finding`'s script, unless the walk already reported
  /// its last command as one that does not settle: the same work, reached by another path.
  mutating func addUnsettled(_ finding: ExploreFinding) {
    guard
      !findings.contains(where: {
        $0.kind == .unsettled && $0.script.last != nil && $0.script.last == finding.script.last
          && ($0.scene == finding.scene || finding.scene == nil)
      })
    else { return }
    add(finding)
  }

  /// Every finding so far followed by those of `last` not found before.
  mutating func merged(with last: [ExploreFinding]) -> [ExploreFinding] {
    for finding in last {
      add(finding)
    }
    return findings
  }

  /// Shows on standard error how far the walk has come, every few seconds of a long walk.
  mutating func tell() {
    let now = ContinuousClock.now
    guard now - (lastTold ?? started) >= Self.progressEvery else { return }
    lastTold = now
    let seconds = (now - started).components.seconds
    let count = findings.count == 1 ? "1 finding" : "\(findings.count) findings"
    terminal.writeError(
      "exploring: \(screens) screens, \(steps) steps, \(seconds) s, "
        + "\(count) so far")
  }
}
