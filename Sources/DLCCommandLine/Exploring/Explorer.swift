import DLC
import DLCScript

/// Walks an application's screens on a manual clock, one command of the command language a
/// step, and reports what it reached and what is wrong.
///
/// The walk is breadth first over screens (see ``ScreenKey``). To try a command on a screen it
/// starts the application afresh and replays the path that reached the screen, so a finding's
/// reproduction is that path and the command.
@MainActor
final class Explorer {
  /// What the walk tells as it goes, so that a parent process knows the path when the
  /// application crashes and what the walk covered if it must be cut short.
  enum Event {
    /// The walk is about to run this line, on the screen of this scene.
    case step(String, scene: String?)
    /// The walk starts the application afresh.
    case restart
    /// The walk found a screen it had not seen, named by its key's digest.
    case screen(String)
    /// The walk went from one screen to another it had not gone to from there, named by a
    /// digest of both and the move.
    case transition(String)
    /// The walk found a way from one scene to another, the first time.
    case edge(SceneEdge)
    /// The walk reached a scene, the first time.
    case reached(String)
    /// The walk found something wrong.
    case finding(ExploreFinding)
    /// A link the command line gave to try leads nowhere in this application: why, in one line.
    case unopenableLink(String)
  }

  /// Told of each ``Event`` as it happens.
  typealias StepObserver = @MainActor (Event) -> Void

  private struct Screen {
    var snapshot: ScreenSnapshot
    var path: [String]
    var canGoBack: Bool
    var hasPendingTimers: Bool
    /// Whether the links are tried here: on the first screen found of each act.
    var opensLinks = false
    /// The key of its structure, which the key it is registered under may be derived from.
    var structure: ScreenKey?
    /// The move that first led to it from another screen, if one did.
    var entry: String?
    var key: ScreenKey?
  }

  private struct StageShape {
    var navigation: [ObjectIdentifier]
    var modal: [ObjectIdentifier]
    /// The stacks shown inside containers: another one means another tab.
    var innerStacks: [ObjectIdentifier]

    @MainActor
    init(_ stage: Stage) {
      navigation = Self.backPath(stage.navigationStack)
      modal = Self.backPath(stage.modalStack)
      innerStacks = []
      var current = stage.modalStack.last ?? stage.navigationStack.last
      while let scene = current {
        if scene is StackController {
          innerStacks.append(ObjectIdentifier(scene))
        }
        current = scene.shownChildren.first
      }
    }

    /// A stack's scenes followed by those of the stacks its top scene shows (a tab's), so that
    /// a push or a pop within a tab reads as one on the stage.
    @MainActor
    private static func backPath(_ stack: [SceneController]) -> [ObjectIdentifier] {
      var path = stack.map(ObjectIdentifier.init)
      var current = stack.last
      while let scene = current {
        if let inner = scene as? StackController {
          path += inner.scenes.map(ObjectIdentifier.init)
        }
        current = scene.shownChildren.first
      }
      return path
    }
  }

  private let makeApplication: @MainActor () -> any SceneApplication
  private let acts: [ActDescription]
  private let options: ExploreOptions
  private var avoided: Set<[String]>
  private let observe: StepObserver
  private let moves: ExploreMoves

  private var stage = Stage(clock: ManualClock())
  private var session: ScriptSession?
  private var watch = DepartureWatch()
  private var path: [String]?
  private var screens: [Screen] = []
  private var screenIndex: [ScreenKey: Int] = [:]
  private var transitions: Set<[String]> = []
  private var edges: [SceneEdge] = []
  private var findings: [ExploreFinding] = []
  private var reported: Set<String> = []
  private var reachedScenes: Set<String> = []
  /// The path to the first screen that showed each scene reached.
  private var scenePaths: [String: [String]] = [:]
  /// Each input element by scene and id, with the path to the first screen that showed it and
  /// whether any screen showed it enabled.
  private var inputs: [(scene: String, id: String, path: [String], isEnabled: Bool)] = []
  /// The secure fields seen that no `--fill` gives a text: a sign-in the walk cannot pass.
  private var unfilledSecureFields: [(scene: String, id: String)] = []
  private var steps = 0
  /// When the walk must stop, whatever it has left to try.
  private let deadline: ContinuousClock.Instant
  /// How long one command, or letting go of a stage, may take to settle.
  private let settleLimit: Duration
  private var isOutOfTime = false
  /// Whether the walk used its every step with screens or moves left to try.
  private var isOutOfSteps = false
  /// The commands run since the last start, for the report of a stage that will not let go.
  private var executed: [String] = []
  private var abandoned: [String]?
  /// The links opened as moves: the application's sample links, then the options'.
  private var links: [String] = []
  /// The acts whose first screen was found, by name.
  private var actsWithLinks: Set<String> = []
  private var enteredAgain: Set<String> = []

  /// Prepares a walk.
  ///
  /// - Parameters:
  ///   - acts: The application's acts, for the scenes no walk reached.
  ///   - options: The fills, the step limit and the seed.
  ///   - avoided: Paths not to take again, since they crashed the application.
  ///   - deadline: When the walk stops; by default, the options' time limit from now.
  ///   - settleLimit: How long one command, or letting go of a stage to start afresh, may
  ///     take to settle.
  ///   - observe: Told each line before it runs.
  ///   - makeApplication: Makes the application afresh for each start.
  init(
    acts: [ActDescription],
    options: ExploreOptions,
    avoiding avoided: Set<[String]> = [],
    deadline: ContinuousClock.Instant? = nil,
    settleLimit: Duration = .seconds(10),
    observe: @escaping StepObserver = { _ in },
    makeApplication: @escaping @MainActor () -> any SceneApplication
  ) {
    self.acts = acts
    self.options = options
    self.avoided = avoided
    self.observe = observe
    self.makeApplication = makeApplication
    self.deadline = deadline ?? .now + options.timeLimit
    self.settleLimit = settleLimit
    moves = ExploreMoves(fills: options.fills, seed: options.seed)
  }

  /// Walks every screen the application can reach within the step limit.
  func explore() async -> ExploreReport {
    await restart()
    await discover(from: nil, path: [])
    var next = 0
    while next < screens.count, canGoOn {
      let screen = screens[next]
      next += 1
      for move in candidateMoves(on: screen) where canGoOn {
        let path = screen.path + [move]
        guard !avoided.contains(path), await replay(screen.path) else { continue }
        await take(move, from: screen, path: path)
      }
    }
    session = nil
    return report()
  }

  /// Whether the walk has steps and time left, and a stage that lets go of its work.
  private var canGoOn: Bool {
    guard abandoned == nil else { return false }
    // Asked only with a screen or a move left to try: the limit cut the walk.
    guard steps < options.maxSteps else {
      isOutOfSteps = true
      return false
    }
    if ContinuousClock.now >= deadline {
      isOutOfTime = true
    }
    return !isOutOfTime
  }

  // MARK: - Walking

  private func candidateMoves(on screen: Screen, openingLinks: Bool = true) -> [String] {
    if let alert = screen.snapshot.alert {
      return alert.buttons.map { "tap \($0.id)" }
    }
    var result = screen.snapshot.elements.flatMap(moves.moves(for:))
    if openingLinks, screen.opensLinks {
      result += links.map { "open \(Quoting.argument($0))" }
    }
    if screen.hasPendingTimers {
      result.append("wait")
    }
    if screen.canGoBack {
      result.append("back")
    }
    return result
  }

  private func take(_ move: String, from screen: Screen, path: [String]) async {
    let before = StageShape(stage)
    let fromScene = screen.snapshot.scene
    guard let result = await perform(move) else { return }
    self.path = path
    if let error = result.error {
      noteUnsettled(error, on: fromScene, script: path)
      return
    }
    let after = stage.snapshot()
    if let toScene = after.scene, let fromScene, let kind = edgeKind(from: before) {
      let edge = SceneEdge(from: fromScene, to: toScene, label: Self.label(of: move), kind: kind)
      if !edges.contains(edge) {
        edges.append(edge)
        observe(.edge(edge))
      }
    }
    await discover(from: screen, path: path)
    if move == "back" {
      await enterAgain(screen)
    }
  }

  /// Once a scene, after a back that left it, enters it again by the move that first led to
  /// it and leaves it again: a scene freed the first time it leaves may be kept the second (by
  /// a path taken only once an answer is at hand, or a second subscription), which a walk
  /// that enters each screen once would never see.
  private func enterAgain(_ screen: Screen) async {
    guard let entry = screen.entry, let scene = screen.snapshot.scene, let here = path,
      stage.alert == nil, stage.topScene?.name != scene, enteredAgain.insert(scene).inserted,
      let entered = await perform(entry), entered.isOK, stage.alert == nil,
      stage.topScene?.name == scene, let left = await perform("back"), left.isOK
    else { return }
    let again = here + [entry, "back"]
    path = again
    await checkDeparted(path: again)
  }

  /// Notes the last command of `script` as unsettled if `error` says it did not settle in its
  /// own time; one the time limit cut short cuts the walk instead.
  ///
  /// - Returns: Whether it noted the command as unsettled.
  @discardableResult
  private func noteUnsettled(_ error: String, on scene: String?, script: [String]) -> Bool {
    guard error.hasPrefix("gave up waiting") else { return false }
    guard ContinuousClock.now < deadline else {
      isOutOfTime = true
      return false
    }
    note(
      .unsettled, scene: scene, key: "unsettled \(script)",
      message: "'\(script.last ?? "")' on \(describe(scene)) did not settle: \(error)",
      script: script)
    return true
  }

  /// Checks what the stage shows after a step and registers the screen if it is new, after
  /// giving its fields their fills.
  private func discover(from origin: Screen?, path start: [String]) async {
    var path = start
    await checkDeparted(path: path)
    checkAlert(path: path)
    let fills = moves.fillMoves(on: stage.snapshot().elements)
    if stage.alert == nil, !fills.isEmpty {
      for fill in fills {
        // A fill is typed as a screen shows its field, not chosen as a move: one that crashed
        // or left work that would not stop is left out here too (the screen is walked with the
        // fields filled so far), or every walk would take it.
        guard !avoided.contains(path + [fill]) else { break }
        guard let result = await perform(fill) else { return }
        if let error = result.error {
          guard noteUnsettled(error, on: stage.topScene?.name, script: path + [fill]) else {
            return
          }
          // The screen is walked again without the fill, on a fresh start; work that will not
          // stop even then gives up this process, and the next avoids the fill.
          avoided.insert(path + [fill])
          guard await restart(), await replay(start) else { return }
          return await discover(from: origin, path: start)
        }
        path.append(fill)
      }
      self.path = path
      await checkDeparted(path: path)
      checkAlert(path: path)
    }
    let snapshot = stage.snapshot()
    var screen = Screen(
      snapshot: snapshot, path: path, canGoBack: canGoBack,
      hasPendingTimers: ((stage.clock as? ManualClock)?.pendingTimerCount ?? 0) > 0)
    let structure = ScreenKey(
      of: snapshot, hasPendingTimers: screen.hasPendingTimers, canGoBack: screen.canGoBack)
    var key = structure
    // A link leads somewhere of its own even when its first screen looks like another's: the
    // sign-in a link waits behind goes on to the link's scene, not to where another went.
    if let last = start.last, last.hasPrefix("open ") {
      key = structure.after(last)
    }
    if let origin, let last = start.last, let originKey = origin.key {
      // A tap that changed only texts leads somewhere all the same: a screen of its own.
      if structure == origin.structure, last.hasPrefix("tap "), snapshot != origin.snapshot {
        key = structure.after(last)
      }
      if originKey != key,
        transitions.insert([originKey.signature, last, key.signature]).inserted
      {
        let move = [originKey.signature, last, key.signature].joined(separator: "\n")
        observe(.transition(ScreenKey.digest(of: move)))
      }
    }
    screen.structure = structure
    screen.key = key
    screen.entry = origin == nil ? nil : start.last
    guard screenIndex[key] == nil else { return }
    // Links are tried before and after each act boundary: once an act, from its first screen.
    let act = snapshot.scene.map { scene in
      acts.first { $0.scenes.contains(scene) }?.name ?? scene
    }
    screen.opensLinks = snapshot.alert == nil && actsWithLinks.insert(act ?? "").inserted
    screenIndex[key] = screens.count
    screens.append(screen)
    observe(.screen(key.digest))
    if let scene = snapshot.scene {
      if scenePaths[scene].map({ $0.count > path.count }) ?? true {
        scenePaths[scene] = path
      }
      // A container a person sees through (the tabs around the scene) is reached too.
      var shown = stage.modalStack.last ?? stage.navigationStack.last
      while let container = shown {
        if !(container is StackController), reachedScenes.insert(container.name).inserted {
          observe(.reached(container.name))
        }
        shown = container.shownChildren.first
      }
      noteInputs(snapshot.elements, scene: scene, path: path)
      noteSharedIDs(in: snapshot.elements, scene: scene, path: path)
    }
    // A link is a way in from outside, not a way out a person sees on the screen.
    if candidateMoves(on: screen, openingLinks: false).isEmpty {
      note(
        .deadEnd, scene: snapshot.scene, key: "dead end \(key.signature)",
        message: "\(describe(snapshot.scene)) shows no enabled input and has nothing to go back to",
        script: path + ["back"])
    }
  }

  private var canGoBack: Bool {
    stage.canGoBack
  }

  private func edgeKind(from before: StageShape) -> SceneEdge.Kind? {
    let after = StageShape(stage)
    // A modal that came up is what a person sees, whatever was set beneath it (a link to a
    // modal scene shows it over a Home made afresh).
    if after.modal.count > before.modal.count { return .modal }
    if after.navigation.first != before.navigation.first { return .root }
    if after.modal.count == before.modal.count, after.innerStacks != before.innerStacks {
      return .tab
    }
    if after.modal.count < before.modal.count { return .dismiss }
    if after.navigation.count > before.navigation.count { return .push }
    if after.navigation.count < before.navigation.count { return .back }
    if after.navigation.last != before.navigation.last { return .root }
    if after.modal.last != before.modal.last { return .modal }
    return nil
  }

  /// The command as an edge's label: a row number becomes `N` and typed text is left out.
  static func label(of move: String) -> String {
    let words = move.split(separator: " ", maxSplits: 2).map(String.init)
    switch words.first {
    case "select" where words.count == 3: return "select \(words[1]) N"
    case "type" where words.count >= 2: return "type \(words[1])"
    default: return move
    }
  }

  // MARK: - Findings

  private func checkDeparted(path: [String]) async {
    for leak in await watch.check(stage) {
      note(
        .leak, scene: leak.scene, key: "leak \(leak.scene)",
        message: leak.description,
        script: path)
    }
  }

  /// The descriptions of the backend's failures, as its alerts title them.
  static let failureTexts = [
    "Server error", "Server unreachable", "Server timed out", "Unreadable server answer",
    "Server answer too large", "Server redirected elsewhere", "Server redirected too often",
  ]

  private func checkAlert(path: [String]) {
    guard let alert = stage.alert,
      Self.failureTexts.contains(where: { alert.title.contains($0) || alert.message.contains($0) })
    else { return }
    let scene = stage.topScene?.name
    note(
      .failureAlert, scene: scene, key: "alert \(scene ?? "") \(alert.title)",
      message: "\(describe(scene)) shows an alert that reports a failure: "
        + ScriptSession.masking(moves.fills.values.sorted { $0.count > $1.count }, in: alert.title),
      script: path + ["expect alert none"])
  }

  private func noteInputs(_ elements: [ElementSnapshot], scene: String, path: [String]) {
    for element in elements {
      if let children = element.children {
        noteInputs(children, scene: scene, path: path)
        continue
      }
      guard element.kind != .label, !element.isHidden else { continue }
      if element.isSecure == true, moves.fills[element.id] == nil,
        !unfilledSecureFields.contains(where: { $0.scene == scene && $0.id == element.id })
      {
        unfilledSecureFields.append((scene, element.id))
      }
      if let index = inputs.firstIndex(where: { $0.scene == scene && $0.id == element.id }) {
        inputs[index].isEnabled = inputs[index].isEnabled || element.isEnabled
      } else {
        inputs.append((scene, element.id, path, element.isEnabled))
      }
    }
  }

  /// Notes each id that two elements of a screen share (a scene's and a child's it shows):
  /// no input or check can name either.
  private func noteSharedIDs(in elements: [ElementSnapshot], scene: String, path: [String]) {
    var seen: Set<String> = []
    var shared: [String] = []
    func walk(_ elements: [ElementSnapshot]) {
      for element in elements {
        if !seen.insert(element.id).inserted, !shared.contains(element.id) {
          shared.append(element.id)
        }
        walk(element.children ?? [])
      }
    }
    walk(elements)
    for id in shared {
      note(
        .sharedID, scene: scene, key: "shared \(scene) \(id)",
        message: "\(describe(scene)) shows two elements with the id '\(id)': a scene and a "
          + "child scene it shows must not share ids",
        script: path + ["expect \(id) visible"])
    }
  }

  private func note(
    _ kind: ExploreFinding.Kind, scene: String?, key: String, message: String, script: [String]
  ) {
    guard reported.insert(key).inserted else { return }
    let finding = ExploreFinding(kind: kind, scene: scene, message: message, script: script)
    findings.append(finding)
    observe(.finding(finding))
  }

  private func report() -> ExploreReport {
    // What a cut walk did not reach, it cannot call unreachable or never enabled.
    guard abandoned == nil, !isOutOfTime, !isOutOfSteps else {
      return ExploreReport(
        screens: screens.count, transitions: transitions.count, steps: steps,
        nodes: nodes(), edges: edges, findings: findings, isOutOfTime: isOutOfTime,
        isOutOfSteps: isOutOfSteps, abandoned: abandoned)
    }
    // A scene of an act after a sign-in is reached only with what a person would type into it.
    let secret = unfilledSecureFields.first.map { field in
      let act = acts.firstIndex { $0.scenes.contains(field.scene) } ?? acts.count
      let hint =
        "; the walk typed only texts of its own into secure field '\(field.id)' of scene "
        + "'\(field.scene)': give it what a person would type, as --fill '\(field.id)=$NAME'"
      return (afterAct: act, hint: hint)
    }
    for (index, act) in acts.enumerated() {
      for scene in act.scenes where !reachedScenes.contains(scene) {
        let closest = closestReached(before: index)
        let from = closest.map { Self.closestReachedClause($0.scene, within: act) } ?? ""
        let hint = secret.flatMap { index > $0.afterAct ? $0.hint : nil } ?? ""
        note(
          .unreachableScene, scene: scene, key: "unreachable \(scene)",
          message: "scene '\(scene)' of act '\(act.name)' is listed but no walk reached it"
            + from + hint,
          script: (closest?.path ?? []) + ["expect scene is \(scene)"])
      }
    }
    for input in inputs where !input.isEnabled {
      note(
        .neverEnabled, scene: input.scene, key: "never \(input.scene) \(input.id)",
        message: "'\(input.id)' of scene '\(input.scene)' was never enabled on any visited screen",
        script: input.path + ["expect \(input.id) enabled"])
    }
    let seenIDs = Set(inputs.map(\.id))
    return ExploreReport(
      screens: screens.count, transitions: transitions.count, steps: steps, nodes: nodes(),
      edges: edges, findings: findings, isOutOfTime: isOutOfTime, abandoned: abandoned,
      unusedFills: moves.fills.keys.filter { !seenIDs.contains($0) }.sorted())
  }

  /// What the finding of an unreached scene of `act` says of the closest scene reached. Acts
  /// do not say where they are entered from, so across acts the clause says only what is known:
  /// no scene of the act was reached, and which scene of an act listed before it was, last.
  private static func closestReachedClause(_ closest: String, within act: ActDescription)
    -> String
  {
    act.scenes.contains(closest)
      ? "; the closest scene reached is '\(closest)'"
      : "; no scene of its act was reached, and the last reached of an act listed before it is "
        + "'\(closest)'"
  }

  /// Where the way into an unreached scene of act `index` should be: the reached scene of that
  /// act with the shortest path, else the last listed reached scene of the nearest act before
  /// it (the way over the act boundary), with the shortest path to it.
  private func closestReached(before index: Int) -> (scene: String, path: [String])? {
    let inAct = acts[index].scenes.compactMap { scene in scenePaths[scene].map { (scene, $0) } }
    if let shortest = inAct.min(by: { $0.1.count < $1.1.count }) {
      return shortest
    }
    for act in acts[..<index].reversed() {
      if let last = act.scenes.last(where: { scenePaths[$0] != nil }), let path = scenePaths[last] {
        return (last, path)
      }
    }
    return nil
  }

  private func nodes() -> [ExploreReport.Node] {
    ExploreReport.nodes(of: acts, reached: reachedScenes)
  }

  private func describe(_ scene: String?) -> String {
    scene.map { "scene '\($0)'" } ?? "the empty stage"
  }

  // MARK: - Running

  /// Starts the application afresh, with nothing of the last run left on the stage.
  ///
  /// A stage whose work does not wind down within the settle limit is given up, and with it
  /// the walk in this process: work that ignores cancellation may hold a thread or the main
  /// actor for good, so only a new process is sure to be free of it.
  @discardableResult
  private func restart() async -> Bool {
    stage.removeAllScenes()
    if let session, stage.hasWorkInFlight {
      limitSettling(of: session)
      if !(await session.settle()) {
        self.session = nil
        // The time limit, not the work, may have ended the wait: the walk is then only cut.
        if ContinuousClock.now >= deadline {
          isOutOfTime = true
        } else {
          abandoned = executed
        }
        return false
      }
    }
    session = nil
    executed = []
    observe(.restart)
    stage = Stage(clock: ManualClock())
    watch = DepartureWatch()
    // Watched from the start, so that the scenes a replayed path enters are checked as they
    // leave, as much as those the walk enters for the first time.
    watch.follow(stage)
    let application = makeApplication()
    if links.isEmpty {
      links = type(of: application).sampleLinks
      links += options.links.filter { !links.contains($0) }
      for link in options.links {
        if let error = LinkTrial.failure(opening: link, in: makeApplication) {
          observe(.unopenableLink(error.description))
        }
      }
    }
    application.start(on: stage)
    let session = ScriptSession(stage: stage, application: application, acts: acts)
    self.session = session
    limitSettling(of: session)
    _ = await session.settle()
    path = []
    return true
  }

  /// Brings the application to the end of `target`, starting afresh unless it is there.
  private func replay(_ target: [String]) async -> Bool {
    guard path != target else { return true }
    guard await restart() else { return false }
    for line in target {
      guard let result = await perform(line), result.isOK else { return false }
    }
    path = target
    return true
  }

  private func perform(_ line: String) async -> CommandResult? {
    guard let session, canGoOn else { return nil }
    observe(.step(line, scene: stage.topScene?.name))
    steps += 1
    executed.append(line)
    path = nil
    limitSettling(of: session)
    return await session.execute(line)
  }

  /// Waits for the stage no longer than the settle limit, nor past the walk's end, so that the
  /// walk reports what it covered in time.
  private func limitSettling(of session: ScriptSession) {
    let limit = min(settleLimit, max(deadline - .now, .milliseconds(1)))
    session.settleLimits = SettleLimits(noticeAfter: limit, giveUpAfter: limit)
  }
}
