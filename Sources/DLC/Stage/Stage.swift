/// The headless window: a navigation stack, a modal stack and an alert.
///
/// The stage shows one scene at a time, the top one: the top of the modal stack while a modal
/// is up, else the top of the navigation stack. It calls the lifecycle of the scenes it shows
/// and hides, routes inputs to the top scene's elements by id, renders it, and can
/// ``settle()``: wait until no scene work is in flight.
///
/// ```swift
/// let stage = Stage(clock: ManualClock())
/// Atlas().start(on: stage)  // Welcome, the root
/// try stage.tap("signIn")
/// await stage.settle()
/// print(stage.render())
/// ```
///
/// Push and pop act on the topmost stack: the modal stack while a modal is up, else the
/// navigation stack. ``dismiss()`` closes the whole modal stack at once. A push, present or
/// new root asked for by a lifecycle method happens right after the transition under way.
@MainActor
public final class Stage {
  /// The clock scenes on this stage are given; with a ``ManualClock`` work waiting on it is idle.
  public let clock: any Clock<Duration>

  /// The navigation stack, root first.
  public var navigationStack: [SceneController] { navigationScenes }

  /// The modal stack, first presented first; empty when no modal is up.
  public var modalStack: [SceneController] { modalScenes }

  // The storage of the stacks. Private, and only read and written whole (see
  // `changeStacks(_:)`), so that the compiler can prove no access to them overlaps another and
  // drop the run-time exclusivity check that a public stored property, or one changed in place,
  // pays on every read and change: every transition reads and changes them.
  private var navigationScenes: [SceneController] = []
  private var modalScenes: [SceneController] = []

  /// The top scene of the topmost of the stage's own stacks, container or not: where
  /// transitions start and inputs are looked up.
  ///
  /// Kept up to date as the stacks change rather than worked out when read: every input,
  /// snapshot and transition reads it, and an internal property, unlike the public stacks, is
  /// read with no run-time exclusivity check.
  private(set) var frontScene: SceneController?

  /// The alert that is up, if any.
  public var alert: Alert? { shownAlert }

  /// The storage of ``alert``. Private, so that reading it (every input checks it) needs no
  /// run-time exclusivity check, as a public stored property would.
  private var shownAlert: Alert? {
    didSet { screenCache.forgetSnapshot() }
  }

  private weak var alertOwner: SceneController?
  /// Counts the busy work of the scenes on the stage and of those winding down after leaving.
  let workLedger = WorkLedger()
  /// The last copy of the screen and the index of its elements, kept up to date change by
  /// change.
  let screenCache = ScreenCache()
  /// How many transitions are under way: one, or more while a transition that cannot wait (a
  /// test tool's clearing of the stage, say) runs inside another.
  private var transitionDepth = 0
  private var isInTransition: Bool { transitionDepth > 0 }
  // Like the stacks, only read and written whole, for the same reason.
  private var deferredTransitions: [@MainActor () -> Void] = []
  private var enteringScenes: [SceneController] = []

  /// Called with every scene that enters the stage, once its transition is complete.
  ///
  /// A scene enters when it is shown by ``setRoot(_:)``, ``push(_:)`` or ``present(_:)`` while
  /// not already on the stage; a scene uncovered by a pop or a dismissal does not enter again.
  /// Test tools use it to follow every scene a stage shows, such as to check that each is freed.
  package var sceneDidEnter: (@MainActor (SceneController) -> Void)? {
    get { enterHook }
    set { enterHook = newValue }
  }

  /// Called with every scene that leaves the stage, as it leaves: after it was taken off its
  /// stack, before its work is cancelled and before its `didDisappear`.
  ///
  /// Tools that check that a departed scene is freed use it to take a last look at the scene's
  /// parts, so that they need not look at the top scene after every input.
  package var sceneWillLeave: (@MainActor (SceneController) -> Void)? {
    get { leaveHook }
    set { leaveHook = newValue }
  }

  // The storage of the two hooks. Private, so that reading them (every scene that enters or
  // leaves does) needs no run-time exclusivity check, as a package stored property would.
  private var enterHook: (@MainActor (SceneController) -> Void)?
  private var leaveHook: (@MainActor (SceneController) -> Void)?

  /// Creates an empty stage.
  ///
  /// - Parameter clock: The clock of the scenes it shows; a ``ManualClock`` in scripts and tests.
  public init(clock: any Clock<Duration> = ContinuousClock()) {
    self.clock = clock
  }

  // On the main actor, where the links of the scenes still on the stage are.
  isolated deinit {
    // The links of the scenes still on the stage hold them strongly until they leave, which
    // they now never will: let go, or the scenes would keep themselves alive.
    for scene in allScenes {
      scene.partsLink?.letGo()
    }
  }

  /// The scene a person is in, if any: the top scene of the topmost stack or, through tabs and
  /// stacks, the scene they show (the selected tab's top scene, say). A child that a scene of
  /// the application's own shows in a slot is a part of that scene, not the scene a person is
  /// in, unless the child is tabs or a stack.
  public var topScene: SceneController? { frontScene?.innermostShownScene }

  /// Whether a modal scene is up.
  public var isShowingModal: Bool { !modalScenes.isEmpty }

  /// Whether ``back()`` has somewhere to go, once any alert is answered: a modal is up, or a
  /// stack shown (the navigation stack, a tab's) holds more than one scene.
  public var canGoBack: Bool {
    isShowingModal || navigationScenes.count > 1
      || stacks(shownIn: frontScene).contains { $0.scenes.count > 1 }
  }

  /// Every scene on the stage: both stacks, root first, each followed by the scenes it embeds,
  /// shown or not.
  public var allScenes: [SceneController] {
    var scenes: [SceneController] = []
    func add(_ scene: SceneController) {
      scenes.append(scene)
      scene.children.forEach(add)
    }
    navigationScenes.forEach(add)
    modalScenes.forEach(add)
    return scenes
  }

  /// The acts running, each named by its dependency container: a host that serves a person
  /// tells by a change of them that the person crossed from one act into another (signed in or
  /// out, say), and gives their session a new name.
  package var runningActs: Set<ObjectIdentifier> {
    Set(
      allScenes.compactMap { scene in
        // An act's container is an object; a value names no act that could be told apart.
        guard let container = scene.dependencies, Swift.type(of: container) is AnyClass else {
          return nil
        }
        return ObjectIdentifier(container as AnyObject)
      })
  }

  /// The dependency container of an act that is running: an act runs while a scene made with
  /// its container is on the stage. A link opens into a running act with its container, and
  /// through its entry scene when the act is not running.
  ///
  /// ```swift
  /// @MainActor
  /// func signedInEmail(on stage: Stage) -> String? {
  ///   stage.runningAct(as: (any Act2DCInterface).self)?.user.email
  /// }
  /// ```
  ///
  /// - Parameter type: The act's container type, as its scenes declare it.
  /// - Returns: The container of the topmost such scene, or `nil` when the act is not running.
  public func runningAct<Container>(as type: Container.Type) -> Container? {
    for scene in allScenes.reversed() {
      if let container = scene.dependencies as? Container {
        return container
      }
    }
    return nil
  }

  // MARK: - Transitions

  /// Replaces everything (modal stack, navigation stack, alert) with a new root scene.
  ///
  /// - Parameter scene: The new root.
  public func setRoot(_ scene: SceneController) {
    setNavigationStack([scene])
  }

  /// Replaces everything (modal stack, navigation stack, alert) with a stack of scenes, as a
  /// link does that shows its target over the scenes a person would have come through.
  ///
  /// Only the top scene appears; each one under it loads and appears when it is uncovered.
  ///
  /// - Parameter scenes: The new navigation stack, root first; an empty one is ignored.
  public func setNavigationStack(_ scenes: [SceneController]) {
    guard let top = scenes.last else { return }
    guard !isInTransition else {
      return deferUntilTransitionEnds { self.setNavigationStack(scenes) }
    }
    let leaving = modalScenes + navigationScenes
    dismissAlert()
    let kept = leaving.filter { scene in scenes.contains { $0 === scene } }
    transition(to: top, leaving: leaving.filter { scene in !kept.contains { $0 === scene } }) {
      changeStacks { navigation, modal in
        modal = []
        navigation = scenes
      }
      scenes.dropLast().forEach(enter)
    }
  }

  /// Pushes a scene on the innermost stack shown: the stack of the tab shown, say, else the
  /// topmost of the stage's stacks.
  ///
  /// - Parameter scene: The scene to show.
  public func push(_ scene: SceneController) {
    guard !isInTransition else {
      return deferUntilTransitionEnds { self.push(scene) }
    }
    if let stack = stacks(shownIn: frontScene).last {
      push(scene, on: stack)
      return
    }
    transition(to: scene, leaving: []) {
      changeStacks { navigation, modal in
        if modal.isEmpty {
          navigation.append(scene)
        } else {
          modal.append(scene)
        }
      }
    }
  }

  /// Pushes a scene over another: on the stack the other scene is in (a tab's, say), else as
  /// ``push(_:)`` does. Navigators push this way, so a scene in a hidden tab pushes on its tab.
  ///
  /// - Parameters:
  ///   - scene: The scene to show.
  ///   - origin: The scene it is pushed from.
  public func push(_ scene: SceneController, over origin: SceneController) {
    guard !isInTransition else {
      return deferUntilTransitionEnds { self.push(scene, over: origin) }
    }
    // A push asked for before a transition that took the origin away has nowhere to go.
    guard origin.stage === self else { return }
    var ancestor = origin.parent
    while let container = ancestor, !(container is StackController) {
      ancestor = container.parent
    }
    guard let stack = ancestor as? StackController else {
      push(scene)
      return
    }
    push(scene, on: stack)
  }

  /// Pops the top scene of the innermost shown stack that holds more than one (a tab's, say),
  /// else of the topmost of the stage's stacks; the first scene of a stack is never popped.
  ///
  /// Asked for during a transition (by a lifecycle method, say), the pop happens once the
  /// transition is over, and not at all if by then there is nothing to pop.
  ///
  /// - Throws: ``StageError/nothingToGoBackTo`` when every such stack holds one scene or none.
  public func pop() throws(StageError) {
    guard !isInTransition else {
      return deferUntilTransitionEnds { try? self.pop() }
    }
    if let stack = stacks(shownIn: frontScene).last(where: { $0.scenes.count > 1 }) {
      pop(stack)
    } else if !modalScenes.isEmpty {
      guard modalScenes.count > 1, let leaving = modalScenes.last else {
        throw .nothingToGoBackTo
      }
      transition(to: modalScenes[modalScenes.count - 2], leaving: CollectionOfOne(leaving)) {
        changeStacks { _, modal in modal.removeLast() }
      }
    } else {
      guard navigationScenes.count > 1, let leaving = navigationScenes.last else {
        throw .nothingToGoBackTo
      }
      transition(
        to: navigationScenes[navigationScenes.count - 2], leaving: CollectionOfOne(leaving)
      ) {
        changeStacks { navigation, _ in navigation.removeLast() }
      }
    }
  }

  /// Goes back from a scene, as its navigator does: pops the stack the scene is on top of (a
  /// tab's, even a hidden one), else goes back as ``back()`` does.
  ///
  /// Asked for during a transition, it goes back once the transition is over, if it still can.
  ///
  /// - Parameter origin: The scene that goes back.
  /// - Throws: What ``back()`` throws, when it is the one that goes back.
  public func back(from origin: SceneController) throws(StageError) {
    guard !isInTransition else {
      return deferUntilTransitionEnds { try? self.back(from: origin) }
    }
    guard origin.stage === self else { return }
    var branch = origin
    while let container = branch.parent {
      if let stack = container as? StackController, stack.topScene === branch,
        stack.scenes.count > 1
      {
        if let alert {
          throw .blockedByAlert(id: "back", alertTitle: alert.title)
        }
        pop(stack)
        return
      }
      branch = container
    }
    try back()
  }

  /// Shows a scene as it asks to be shown: pushed as ``push(_:)`` does, or presented modally
  /// when its ``SceneController/preferredPresentation`` is ``ScenePresentation/modal``; what
  /// an application opening a link does with the link's scene.
  ///
  /// - Parameter scene: The scene to show.
  public func show(_ scene: SceneController) {
    guard scene.preferredPresentation == .modal else { return push(scene) }
    present(scene)
  }

  /// Presents a scene modally, over whatever is showing.
  ///
  /// - Parameter scene: The scene to present.
  public func present(_ scene: SceneController) {
    guard !isInTransition else {
      return deferUntilTransitionEnds { self.present(scene) }
    }
    transition(to: scene, leaving: []) {
      changeStacks { _, modal in modal.append(scene) }
    }
  }

  /// Dismisses the whole modal stack.
  ///
  /// Asked for during a transition, it dismisses once the transition is over, if a modal is
  /// still up.
  ///
  /// - Throws: ``StageError/nothingToGoBackTo`` when no modal is up.
  public func dismiss() throws(StageError) {
    guard !isInTransition else {
      return deferUntilTransitionEnds { try? self.dismiss() }
    }
    guard !modalScenes.isEmpty else { throw .nothingToGoBackTo }
    transition(to: navigationScenes.last, leaving: modalScenes) {
      changeStacks { _, modal in modal = [] }
    }
  }

  /// Goes back as a person would: pops within the innermost shown stack that can pop (a tab's,
  /// a modal stack), dismisses a lone modal, else pops the navigation stack.
  ///
  /// Asked for during a transition, it goes back once the transition is over, if it still can.
  ///
  /// - Throws: ``StageError/blockedByAlert(id:alertTitle:)`` while an alert is up (it must be
  ///   answered first), or ``StageError/nothingToGoBackTo`` when only a root scene is showing.
  public func back() throws(StageError) {
    guard !isInTransition else {
      return deferUntilTransitionEnds { try? self.back() }
    }
    if let alert {
      throw .blockedByAlert(id: "back", alertTitle: alert.title)
    }
    let canPopWithin = stacks(shownIn: frontScene).contains { $0.scenes.count > 1 }
    if modalScenes.count == 1, !canPopWithin {
      try dismiss()
    } else {
      try pop()
    }
  }

  /// Shows an alert over the top scene; it replaces any alert that is up.
  ///
  /// Not public: every alert has a scene that owns it and takes it away when it leaves, so a
  /// scene raises one through ``SceneController/showAlert(_:)`` (a presenter through
  /// ``ScenePresenter/showAlert(_:)``), and only a tap on one of its buttons closes it.
  ///
  /// - Parameters:
  ///   - alert: The alert to show.
  ///   - scene: The scene it is shown for; the alert goes away when that scene leaves the stage.
  func showAlert(_ alert: Alert, from scene: SceneController) {
    shownAlert = alert
    alertOwner = scene
  }

  /// Closes the alert without running any button's action.
  func dismissAlert() {
    shownAlert = nil
    alertOwner = nil
  }

  /// Takes every scene off the stage, as if it were closed, and closes any alert.
  ///
  /// The top scene gets `willDisappear` and `didDisappear`; every scene leaves the stage and
  /// has its work cancelled. Test tools call it at the end of a test, so that every scene the
  /// stage showed can be checked to be freed.
  package func removeAllScenes() {
    transition(to: nil, leaving: modalScenes + navigationScenes) {
      changeStacks { navigation, modal in
        navigation = []
        modal = []
      }
    }
    dismissAlert()
  }

  /// Keeps a transition that a lifecycle method asks for (a redirect in `willAppear`, say) until
  /// the transition under way has finished, so the stacks never change halfway through one.
  ///
  /// Callers check ``isInTransition`` first, so that the closure (an allocation) is made only
  /// when it is kept, not on every push.
  private func deferUntilTransitionEnds(_ transition: @escaping @MainActor () -> Void) {
    // Taken out and put back whole, as `changeStacks(_:)` explains.
    var waiting = deferredTransitions
    deferredTransitions = []
    waiting.append(transition)
    deferredTransitions = waiting
  }

  /// The stacks shown in a scene, outermost first, following the first shown child down.
  private func stacks(shownIn scene: SceneController?) -> [StackController] {
    var stacks: [StackController] = []
    var current = scene
    while let scene = current {
      if let stack = scene as? StackController {
        stacks.append(stack)
      }
      current = scene.children.first { $0.containingSlot != nil }
    }
    return stacks
  }

  private func pop(_ stack: StackController) {
    guard let leaving = stack.topScene, stack.scenes.count > 1 else { return }
    transition(
      to: stack.scenes[stack.scenes.count - 2], from: leaving, leaving: CollectionOfOne(leaving),
      isOnScreen: stack.isOnScreen
    ) {
      stack.removeTop()
    }
  }

  private func push(_ scene: SceneController, on stack: StackController) {
    transition(to: scene, from: stack.topScene, leaving: [], isOnScreen: stack.isOnScreen) {
      stack.append(scene)
    }
  }

  /// Moves from the front scene to `incoming`; see the other overload.
  private func transition(
    to incoming: SceneController?,
    leaving: some Collection<SceneController>,
    change: () -> Void
  ) {
    transition(to: incoming, from: frontScene, leaving: leaving, isOnScreen: true, change: change)
  }

  /// Moves from `outgoing` to `incoming`, calling the lifecycle in UIKit's order while they are
  /// on screen: outgoing `willDisappear`, incoming `willAppear`, the change, outgoing
  /// `didDisappear`, incoming `didAppear`, each passed on to the children they show. Scenes in
  /// `leaving` leave the stage and have their work cancelled.
  private func transition(
    to incoming: SceneController?,
    from outgoing: SceneController?,
    leaving: some Collection<SceneController>,
    isOnScreen: Bool,
    change: () -> Void
  ) {
    // The scenes leaving are any collection, so that a pop names its one scene with no array
    // made for it.
    transitionDepth += 1
    defer {
      transitionDepth -= 1
      // Only once the outermost transition is over: one inside another must not start what
      // waits for the outer one.
      if transitionDepth == 0 {
        runDeferredTransitions()
      }
    }
    let isChange = outgoing !== incoming && isOnScreen
    if let incoming {
      enter(incoming)
    }
    if isChange {
      outgoing?.beginDisappearance()
      incoming?.beginAppearance()
    }
    change()
    for scene in leaving where scene !== incoming {
      leave(scene)
    }
    if isChange {
      outgoing?.endDisappearance()
      incoming?.endAppearance()
    }
    announceEntries()
  }

  /// Changes the stacks, every change of them goes through here: keeps the front scene up to
  /// date and drops the last snapshot.
  ///
  /// The arrays are taken out of their storage while the change runs and put back whole: held
  /// once, they still change in place, and the storage is only ever read and written whole, with
  /// no access to it left open while other code runs, which lets the compiler drop the run-time
  /// exclusivity check on every access to it.
  ///
  /// - Parameter change: Changes the navigation stack and the modal stack, in that order.
  private func changeStacks(
    _ change: (_ navigation: inout [SceneController], _ modal: inout [SceneController]) -> Void
  ) {
    var navigation = navigationScenes
    var modal = modalScenes
    navigationScenes = []
    modalScenes = []
    change(&navigation, &modal)
    navigationScenes = navigation
    modalScenes = modal
    frontScene = modal.last ?? navigation.last
    screenCache.forgetSnapshot()
  }

  private func runDeferredTransitions() {
    while !deferredTransitions.isEmpty {
      // Taken out and put back whole, as `changeStacks(_:)` explains, before it runs: it may
      // defer more.
      var waiting = deferredTransitions
      deferredTransitions = []
      let next = waiting.removeFirst()
      deferredTransitions = waiting
      next()
    }
  }

  /// Puts a scene and the scenes it embeds on the stage, letting their work run; each one not
  /// on it before is announced to ``sceneDidEnter`` once the transition under way is over.
  func enter(_ scene: SceneController) {
    // A scene on the stage has the scenes it embeds on it too (they enter with it, or as they
    // are added) and its work open and counted here: a scene uncovered, as on every pop, needs
    // none of it again.
    guard scene.storedStage !== self else { return }
    // Listed only for a hook to hear of: with nobody to tell, the list would only hold the
    // scene until the transition ends.
    if enterHook != nil {
      // Taken out and put back whole, as `changeStacks(_:)` explains.
      var entering = enteringScenes
      enteringScenes = []
      entering.append(scene)
      enteringScenes = entering
    }
    scene.storedStage = self
    scene.partsLink?.hold(scene)
    scene.tasks.reopen()
    scene.tasks.report(to: workLedger)
    scene.children.forEach(enter)
    if !isInTransition {
      announceEntries()
    }
  }

  private func announceEntries() {
    guard !enteringScenes.isEmpty else { return }
    var entered = enteringScenes
    enteringScenes = []
    guard let enterHook else {
      // The hook went while scenes were entering: the list is emptied in place and kept with
      // its room.
      entered.removeAll(keepingCapacity: true)
      enteringScenes = entered
      return
    }
    for scene in entered {
      enterHook(scene)
    }
  }

  /// Takes a scene and the scenes it embeds off the stage and cancels their work.
  func leave(_ scene: SceneController) {
    scene.children.forEach(leave)
    leaveHook?(scene)
    scene.storedStage = nil
    scene.partsLink?.letGo()
    // Its work stays counted in the ledger until it winds down, even work started on its way
    // out.
    scene.tasks.close()
    if alertOwner === scene {
      dismissAlert()
    }
  }
}
