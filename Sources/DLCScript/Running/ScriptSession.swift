public import DLC
import RealTime

/// Runs the command language against a stage, one line or one whole script at a time.
///
/// After every command the session settles the stage, so the next command sees the effect of
/// every piece of work that can finish, then records what the stage shows. On a ``ManualClock``
/// `wait` moves the clock; on a real one it really waits.
///
/// ```swift
/// let stage = Stage(clock: ManualClock())
/// Atlas(configuration: AtlasConfiguration()).start(on: stage)
/// let session = ScriptSession(stage: stage, acts: Atlas.acts)
/// let result = await session.execute("tap signIn")
/// if result.isOK { print(stage.render()) } else { print(result.error ?? "") }
/// ```
@MainActor
public final class ScriptSession {
  /// The stage the commands drive.
  public let stage: Stage

  /// The application's acts, listed by `scenes`.
  public let acts: [ActDescription]

  /// The application on the stage, which opens links for `open`; `nil` when there is none.
  public let application: (any SceneApplication)?

  /// How long to wait for the stage to settle in real time, or `nil` to wait as long as it takes.
  public var settleLimits: SettleLimits?

  /// Called when settling after a command takes longer than ``SettleLimits/noticeAfter``.
  public var onSlowSettle: (@MainActor (ScriptStep) -> Void)?

  /// Called as a `wait` on a real clock begins that lasts longer than
  /// ``SettleLimits/noticeAfter``, with the wait's duration: the person asked for the wait, so
  /// a host says how to end it rather than that anything is slow.
  public var onLongWait: (@MainActor (ScriptStep, Duration) -> Void)?

  /// The commands the session reads, explains with `help` and masks the typed text of.
  package var commands = CommandTable.standard

  /// Whether `quit` or `exit` has ended the session; later commands fail.
  public private(set) var isFinished = false

  /// The most timers a `wait DURATION` fires, settling after each, before it fails: a test
  /// of what happens past the limit asks for fewer than ``maximumTimerStepsOfADuration``.
  package var timerStepsOfADurationLimit = ScriptSession.maximumTimerStepsOfADuration

  private var linesExecuted = 0
  /// The stage's screen revision after the last command, which the next one is compared with.
  private var lastRevision: Int?
  /// The texts typed into secure fields so far, masked in everything the session returns.
  var typedSecrets: [String] = []
  /// The secret typed by the last command, until another command keeps it for good: the next
  /// text typed into the same field may replace it.
  var uncommittedSecret: (fieldID: String, text: String)?
  /// How many times ``typedSecrets`` changed, so that masking done before is not reused after.
  var secretsChanged = 0
  /// The screen's elements masked last, with the screen's revision and ``secretsChanged`` then:
  /// a command that changes nothing on screen gets them again instead of a new pass.
  var lastMaskedElements: (revision: Int, secretsChanged: Int, elements: [ElementSnapshot])?
  /// Ends the `wait` in progress on a real clock, or the wait for the scene to settle; `nil`
  /// when neither is under way.
  var endCurrentWait: (@MainActor () -> Void)?
  /// Whether the last wait for the scene to settle was ended by ``interrupt()``.
  var settleWasInterrupted = false
  /// The real-time limits and notices of settling and waiting, each freed once it is over.
  let timers = RealTimeTimers()

  /// Creates a session on a stage, which usually already shows the application's first scene.
  ///
  /// - Parameters:
  ///   - stage: The stage the commands drive.
  ///   - acts: The application's acts, listed by `scenes`.
  ///   - settleLimits: How long to wait for the stage to settle, or `nil` for no limit.
  public init(stage: Stage, acts: [ActDescription] = [], settleLimits: SettleLimits? = nil) {
    self.stage = stage
    self.acts = acts
    self.application = nil
    self.settleLimits = settleLimits
  }

  /// Creates a session on the stage an application was started on: `scenes` lists its acts and
  /// `open` opens its links.
  ///
  /// - Parameters:
  ///   - stage: The stage the commands drive.
  ///   - application: The application on the stage.
  ///   - acts: The acts to list, when a tool knows them better than the application's type
  ///     does; by default, the application's.
  ///   - settleLimits: How long to wait for the stage to settle, or `nil` for no limit.
  public init(
    stage: Stage, application: some SceneApplication, acts: [ActDescription]? = nil,
    settleLimits: SettleLimits? = nil
  ) {
    self.stage = stage
    self.acts = acts ?? type(of: application).acts
    self.application = application
    self.settleLimits = settleLimits
  }

  /// Parses and runs one line, numbered as the next line of the session.
  ///
  /// A blank or comment line does nothing and yields a result with an empty command.
  ///
  /// - Parameter line: The line, as a person typed it.
  /// - Returns: What the command did, or the parse error.
  public func execute(_ line: String) async -> CommandResult {
    linesExecuted += 1
    let number = linesExecuted
    let step: ScriptStep?
    do {
      step = try Parser.parse(line: line, number: number, commands: commands)
    } catch {
      return masked(
        CommandResult(
          line: number, column: error.location.column, command: echo(of: line),
          error: error.message, output: "", screen: currentScreen, didChangeScreen: false))
    }
    guard let step else {
      return CommandResult(
        line: number, column: 1, command: "", error: nil, output: "", screen: currentScreen,
        didChangeScreen: false)
    }
    return await execute(step)
  }

  /// Counts a line that cannot even be parsed, such as bytes that are not text, and says why,
  /// as a parse error of that line would: the lines after it keep their numbers.
  ///
  /// - Parameters:
  ///   - column: Where on the line the problem is, from 1.
  ///   - reason: Why the line cannot run.
  /// - Returns: The failure, on the screen as it is.
  package func failNextLine(atColumn column: Int, because reason: String) -> CommandResult {
    linesExecuted += 1
    return CommandResult(
      line: linesExecuted, column: column, command: "", error: reason, output: "",
      screen: currentScreen, didChangeScreen: false)
  }

  /// Runs one parsed command, settles the stage and checks the expectation, if it is one.
  ///
  /// - Parameter step: The command, with where it was written.
  /// - Returns: What the command did.
  public func execute(_ step: ScriptStep) async -> CommandResult {
    // A revision, not a snapshot: a copy of the screen held across the command would make the
    // next snapshot copy the whole screen instead of the elements the command changed.
    let revisionBefore = lastRevision ?? revisionNow()
    let command = echo(of: step)
    noteSecret(typedBy: step)
    var output = ""
    var failure: String?
    let wasFinished = isFinished
    if wasFinished {
      failure = "the session has ended"
    } else {
      do {
        output = try await perform(step)
      } catch {
        failure = error.message
      }
    }
    if !(await settle(after: step)), failure == nil, settleLimits?.failsWhenGivingUp != false {
      failure = giveUpMessage
    }
    let screen = stage.snapshot()
    if case .show = step.command, !wasFinished {
      output = TextRenderer.render(screen)
    }
    if failure == nil, case .expect(let expectation) = step.command {
      failure = ExpectationChecker.failure(of: expectation, on: screen) { [stage] id in
        (stage.element(withID: id) as? TextInput)?.text
      }
    }
    let result = CommandResult(
      line: step.location.line, column: step.location.column, command: command,
      error: failure, output: output, screen: screen,
      didChangeScreen: stage.screenRevision != revisionBefore)
    lastRevision = stage.screenRevision
    var shown = typedSecrets.isEmpty ? result : masked(result)
    shown.error = shown.error.map(Quoting.shorteningQuotedTexts)
    return shown
  }

  /// Runs a script's commands in order, stopping after the first that fails or after `quit`.
  ///
  /// - Parameter script: The parsed script.
  /// - Returns: The result of every command that ran; the last one failed if any did.
  public func run(_ script: Script) async -> [CommandResult] {
    var results: [CommandResult] = []
    results.reserveCapacity(script.steps.count)
    for step in script.steps {
      let result = await execute(step)
      results.append(result)
      if !result.isOK || isFinished {
        break
      }
    }
    return results
  }

  // MARK: - Commands

  private func perform(_ step: ScriptStep) async throws(CommandFailure) -> String {
    switch step.command {
    case .show:
      // Rendered from the snapshot the result records, once the stage has settled: one
      // snapshot serves both.
      return ""
    case .tap(let id):
      try input { () throws(StageError) in try stage.tap(id) }
    case .type(let id, let text):
      try input { () throws(StageError) in try stage.type(text, into: id) }
    case .select(let id, let row):
      try input { () throws(StageError) in try stage.select(row: row, in: id) }
    case .toggle(let id):
      try input { () throws(StageError) in try stage.toggle(id) }
    case .choose(let id, let option):
      try input { () throws(StageError) in try stage.choose(option, in: id) }
    case .tab(let title):
      try input { () throws(StageError) in try stage.selectTab(titled: title) }
    case .back:
      try input { () throws(StageError) in try stage.back() }
    case .open(let link):
      try open(link)
    case .wait(let duration):
      try await wait(duration, for: step)
    case .expect:
      break  // Checked once the stage has settled.
    case .state:
      return try stateDescription()
    case .scenes:
      return SceneListing.render(acts)
    case .help(let topic):
      return topic.flatMap { commands.declaration(named: $0) }?.help.text ?? commands.overview
    case .quit:
      isFinished = true
    }
    return ""
  }

  private func open(_ link: String) throws(CommandFailure) {
    guard let application else {
      throw CommandFailure(message: "this session has no application to open links")
    }
    do {
      try application.open(link, on: stage)
    } catch {
      throw CommandFailure(message: error.description)
    }
  }

  private func input(_ action: () throws(StageError) -> Void) throws(CommandFailure) {
    do {
      try action()
    } catch {
      throw CommandFailure(message: message(for: error))
    }
  }

  private func message(for error: StageError) -> String {
    switch error {
    case .noSuchElement(let id, _):
      return ExpectationChecker.missingElement(id, on: stage.snapshot())
    case .blockedByAlert:
      let buttons = stage.alert?.buttons.map { "'\($0.id)'" }.joined(separator: ", ") ?? ""
      return "\(error); tap one of its buttons: \(buttons)"
    default:
      return error.description
    }
  }

  private func stateDescription() throws(CommandFailure) -> String {
    guard let scene = stage.topScene else { throw CommandFailure(message: "no scene is showing") }
    guard let state = scene.logicState else { return "\(scene.name) shows no logic state" }
    return StateDescription.describe(state)
  }

  // MARK: - Support

  var currentScreen: ScreenSnapshot {
    stage.snapshot()
  }

  private func revisionNow() -> Int {
    _ = stage.snapshot()
    return stage.screenRevision
  }

  static func trimmingBlanks(_ line: String) -> String {
    // Most lines have no blank at either end: checking two bytes spares a walk by characters.
    if let first = line.utf8.first, let last = line.utf8.last,
      first != UInt8(ascii: " "), first != UInt8(ascii: "\t"), last != UInt8(ascii: " "),
      last != UInt8(ascii: "\t")
    {
      return line
    }
    let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
    guard let first = line.firstIndex(where: { !isBlank($0) }),
      let last = line.lastIndex(where: { !isBlank($0) })
    else { return "" }
    return String(line[first...last])
  }
}
