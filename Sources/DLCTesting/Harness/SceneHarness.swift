public import DLC
public import Testing

/// Puts a scene, or a whole application, on a stage with a manual clock, to drive it in a test.
///
/// The harness sends inputs as a person would, settles after each one (waits until no scene
/// work is in flight), moves time only when told, reads elements and renders the screen. It
/// follows every scene its stage shows, with every object the scene holds, so that one call at
/// the end of the test can check that all of them were freed.
///
/// ```swift
/// @MainActor
/// @Test func wrongPasswordShowsAnError() async {
///   let server = ServerStub()
///   server.answer(.post, "/login", status: 401)
///   let dc = Act1DCStub(server: server, validation: ValidationWorker())
///   let harness = await SceneHarness(dc.factory.scene(.login(Login.Setup())))
///   await harness.type("demo@example.com", into: "email")
///   await harness.type("wrong-password", into: "password")
///   await harness.tap("submit")
///   #expect(harness.text(of: "error") == "Invalid email or password")
///   assertSnapshot(of: harness)
///   await harness.assertAllScenesFreed()
/// }
/// ```
///
/// Pass the scene straight into the initializer (or ``show(_:)``) rather than keeping it in a
/// local: the check at the end counts an object the test still holds as a leak.
///
/// The harness owns the one clock of the test. Where the scene's dependencies measure time too
/// (a cache's time to live, a container's clock), make the harness first and build them on its
/// clock, so that ``advance(by:)`` moves them all:
///
/// ```swift
/// let harness = SceneHarness()
/// let dc = Act2DCStub(clock: harness.clock, cache: .inMemory(clock: harness.clock))
/// await harness.show(dc.factory.scene(.search(Search.Setup())))
/// ```
@MainActor
public final class SceneHarness: SharedAcrossScenes {
  /// The clock the stage's scenes are given; it moves only through ``advance(by:)``.
  public let clock: ManualClock

  /// The stage the scenes are shown on; use it for what the harness does not wrap.
  public let stage: Stage

  /// Every object of every scene the stage has shown.
  let tracker = LeakTracker()

  /// The application the harness started, kept for as long as the harness, as a host would.
  private(set) var application: (any SceneApplication)?

  /// How many times ``settle(sourceLocation:)`` looks at the work in flight before it records
  /// an issue and lets the test go on, since work that never ends would hang the test run:
  /// about once a millisecond after the first thousand looks, so 60,000 is about a minute on a
  /// machine with time to spare, and longer on one busy with other tests.
  public var settleLooks = 60_000

  /// Creates a stage on a new manual clock, showing nothing yet.
  ///
  /// Build the scene's dependencies on ``clock``, then show the scene with ``show(_:)`` or start
  /// an application with ``start(_:)``.
  public convenience init() {
    self.init(clock: ManualClock())
  }

  /// Creates another stage on the clock of a harness, showing nothing yet: a second window of
  /// one application, whose workers measure time on that clock too.
  ///
  /// - Parameter other: The harness whose clock this one shares; advancing either moves both,
  ///   and each settles its own stage.
  public convenience init(sharingClockWith other: SceneHarness) {
    self.init(clock: other.clock)
  }

  private init(clock: ManualClock) {
    self.clock = clock
    stage = Stage(clock: clock)
    stage.sceneDidEnter = { [weak tracker] scene in
      tracker?.trackObjects(reachableFrom: scene)
    }
  }

  /// Shows a scene as the root of a new stage, then settles.
  ///
  /// - Parameter scene: The scene to test; one whose dependencies measure time is built on the
  ///   clock of a harness made first, and shown with ``show(_:)``.
  public convenience init(_ scene: SceneController) async {
    self.init()
    await show(scene)
  }

  /// Starts an application through its composition root on a new stage, then settles.
  ///
  /// - Parameter application: The application; it shows its first scene on the harness's stage,
  ///   and gives its acts the stage's clock.
  public convenience init(application: some SceneApplication) async {
    self.init()
    await start(application)
  }

  /// Shows a scene as the root of the stage, then settles.
  ///
  /// - Parameter scene: The scene to test, built on ``clock`` where it measures time.
  public func show(_ scene: SceneController) async {
    stage.setRoot(scene)
    await settle()
  }

  /// Starts an application through its composition root on the stage, then settles; the harness
  /// keeps the application for as long as it lives, as a host would.
  ///
  /// - Parameter application: The application; it shows its first scene on the harness's stage,
  ///   and gives its acts the stage's clock.
  public func start(_ application: some SceneApplication) async {
    self.application = application
    application.start(on: stage)
    await settle()
  }

  /// The scene a person is in, if any (see `Stage.topScene`): through tabs and stacks, the
  /// scene they show; a panel a scene shows in a slot is a part of that scene.
  public var topScene: SceneController? { stage.topScene }

  // MARK: - Time

  /// Waits until no scene work is in flight; work waiting on the clock counts as idle.
  ///
  /// Work still in flight after ``settleLooks`` looks is recorded as an issue, and the test goes
  /// on without waiting for it.
  ///
  /// - Parameter sourceLocation: Where the issue is reported; the caller's line by default.
  public func settle(sourceLocation: SourceLocation = #_sourceLocation) async {
    if !(await stage.settle(lookingAtMost: settleLooks)) {
      let message =
        "the scene is still working after \(settleLooks) looks at its work: work that never "
        + "ends (an answer that never comes, a continuation never resumed) or that repeats while "
        + "the scene shows, which belongs in tasks.run(every:on:); the test goes on without "
        + "waiting for it"
      Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }
    // Parts created after a scene entered (by an input or an answer) are followed too.
    for scene in stage.allScenes {
      tracker.trackObjects(reachableFrom: scene)
    }
  }

  /// Moves the clock forward, settling at every timer that comes due on the way and at the end.
  ///
  /// Stepping timer by timer lets work that a timer starts set its own timers within the same
  /// span, as it would in real time: a 300 ms debounce followed by a 100 ms retry both happen
  /// within `advance(by: .milliseconds(400))`.
  ///
  /// - Parameter duration: How far to move the clock.
  public func advance(by duration: Duration) async {
    let target = clock.now.advanced(by: duration)
    await settle()
    while let next = clock.nextDeadline, next <= target {
      clock.advanceToNextTimer()
      await settle()
    }
    clock.advance(by: clock.now.duration(to: target))
    await settle()
  }

  // MARK: - Reading

  /// Finds an element of the top scene by id, hidden or not.
  ///
  /// - Parameter id: The element's id.
  /// - Returns: The element, or `nil` if there is no such element.
  public func element(_ id: String) -> Element? {
    stage.element(withID: id)
  }

  /// Finds an element of the top scene by id and kind.
  ///
  /// - Parameters:
  ///   - id: The element's id.
  ///   - kind: The element's class, such as `ListView.self`.
  /// - Returns: The element, or `nil` if there is none with that id and class.
  public func element<Kind: Element>(_ id: String, as kind: Kind.Type) -> Kind? {
    stage.element(withID: id) as? Kind
  }

  /// The text a person reads on an element: a label's text, a field's or text area's text, a
  /// button's or toggle's title, a choice's chosen option, a list's rows one a line, a tab
  /// bar's selected tab, an image's description, a progress's percentage.
  ///
  /// A secure field's real text is returned, not its masked form.
  ///
  /// - Parameter id: The element's id.
  /// - Returns: The text, or `nil` if there is no such element or it shows no text of its own
  ///   (a stack, a slot).
  public func text(of id: String) -> String? {
    switch stage.element(withID: id) {
    case let label as Label: label.text
    case let field as TextField: field.text
    case let button as Button: button.title
    case let area as TextArea: area.text
    case let toggle as Switch: toggle.title
    case let choice as Choice: choice.selectedOption
    case let list as ListView: list.rows.joined(separator: "\n")
    case let tabs as TabBar: tabs.selectedTitle
    case let image as ImageView: image.accessibilityDescription
    case let progress as ProgressIndicator: progress.summary
    default: nil
    }
  }

  /// Renders what the stage shows as text, as `dlc` prints it.
  ///
  /// - Returns: The top scene and the alert, one element a line.
  public func render() -> String {
    stage.render()
  }

  /// A value copy of what the stage shows.
  ///
  /// - Returns: The top scene, its elements and the alert.
  public func snapshot() -> ScreenSnapshot {
    stage.snapshot()
  }
}
