/// The headless window: a navigation stack, a modal stack and an alert.
///
/// The stage shows one scene at a time, the top one: the top of the modal stack while a modal
/// is up, else the top of the navigation stack. It calls the lifecycle of the scenes it shows
/// and hides, routes inputs to the top scene's elements by id, renders it, and can
/// ``settle()``: wait until no scene work is in flight.
///
/// ```swift
/// let clock = ManualClock()
/// let stage = Stage(clock: clock)
/// stage.setRoot(dc.factory.scene(.welcome(Welcome.Setup())))
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
  public private(set) var navigationStack: [SceneController] = []

  /// The modal stack, first presented first; empty when no modal is up.
  public private(set) var modalStack: [SceneController] = []

  /// The alert that is up, if any.
  public private(set) var alert: Alert?

  private weak var alertOwner: SceneController?
  /// Counts the busy work of the scenes on the stage and of those winding down after leaving.
  let workLedger = WorkLedger()
  private var isInTransition = false
  private var deferredTransitions: [@MainActor () -> Void] = []

  /// Called with every scene that enters the stage, once its transition is complete.
  ///
  /// A scene enters when it is shown by ``setRoot(_:)``, ``push(_:)`` or ``present(_:)`` while
  /// not already on the stage; a scene uncovered by a pop or a dismissal does not enter again.
  /// Test tools use it to follow every scene a stage shows, such as to check that each is freed.
  package var sceneDidEnter: (@MainActor (SceneController) -> Void)?

  /// Called with every scene that leaves the stage, as it leaves: after it was taken off its
  /// stack, before its work is cancelled and before its `didDisappear`.
  ///
  /// Tools that check that a departed scene is freed use it to take a last look at the scene's
  /// parts, so that they need not look at the top scene after every input.
  package var sceneWillLeave: (@MainActor (SceneController) -> Void)?

  /// Creates an empty stage.
  ///
  /// - Parameter clock: The clock of the scenes it shows; a ``ManualClock`` in scripts and tests.
  public init(clock: any Clock<Duration> = ContinuousClock()) {
    self.clock = clock
  }

  /// The scene a person sees and talks to, if any.
  public var topScene: SceneController? { modalStack.last ?? navigationStack.last }

  /// Whether a modal scene is up.
  public var isShowingModal: Bool { !modalStack.isEmpty }

  // MARK: - Transitions

  /// Replaces everything (modal stack, navigation stack, alert) with a new root scene.
  ///
  /// - Parameter scene: The new root.
  public func setRoot(_ scene: SceneController) {
    guard !deferIfInTransition({ self.setRoot(scene) }) else { return }
    let leaving = modalStack + navigationStack
    dismissAlert()
    transition(to: scene, leaving: leaving) {
      modalStack = []
      navigationStack = [scene]
    }
  }

  /// Pushes a scene on the topmost stack.
  ///
  /// - Parameter scene: The scene to show.
  public func push(_ scene: SceneController) {
    guard !deferIfInTransition({ self.push(scene) }) else { return }
    transition(to: scene, leaving: []) {
      if modalStack.isEmpty {
        navigationStack.append(scene)
      } else {
        modalStack.append(scene)
      }
    }
  }

  /// Pops the top scene of the topmost stack; the first scene of a stack is never popped.
  ///
  /// - Throws: ``StageError/nothingToGoBackTo`` when the topmost stack holds one scene or none.
  public func pop() throws(StageError) {
    if !modalStack.isEmpty {
      guard modalStack.count > 1, let leaving = modalStack.last else {
        throw .nothingToGoBackTo
      }
      transition(to: modalStack[modalStack.count - 2], leaving: [leaving]) {
        modalStack.removeLast()
      }
    } else {
      guard navigationStack.count > 1, let leaving = navigationStack.last else {
        throw .nothingToGoBackTo
      }
      transition(to: navigationStack[navigationStack.count - 2], leaving: [leaving]) {
        navigationStack.removeLast()
      }
    }
  }

  /// Presents a scene modally, over whatever is showing.
  ///
  /// - Parameter scene: The scene to present.
  public func present(_ scene: SceneController) {
    guard !deferIfInTransition({ self.present(scene) }) else { return }
    transition(to: scene, leaving: []) {
      modalStack.append(scene)
    }
  }

  /// Dismisses the whole modal stack.
  ///
  /// - Throws: ``StageError/nothingToGoBackTo`` when no modal is up.
  public func dismiss() throws(StageError) {
    guard !modalStack.isEmpty else { throw .nothingToGoBackTo }
    transition(to: navigationStack.last, leaving: modalStack) {
      modalStack = []
    }
  }

  /// Goes back as a person would: pops within a modal stack, dismisses a lone modal, else pops.
  ///
  /// - Throws: ``StageError/blockedByAlert(id:alertTitle:)`` while an alert is up (it must be
  ///   answered first), or ``StageError/nothingToGoBackTo`` when only the root scene is showing.
  public func back() throws(StageError) {
    if let alert {
      throw .blockedByAlert(id: "back", alertTitle: alert.title)
    }
    if modalStack.count == 1 {
      try dismiss()
    } else {
      try pop()
    }
  }

  /// Shows an alert over the top scene; it replaces any alert that is up.
  ///
  /// - Parameters:
  ///   - alert: The alert to show.
  ///   - scene: The scene it is shown for; the alert goes away when that scene leaves the stage.
  public func showAlert(_ alert: Alert, from scene: SceneController? = nil) {
    self.alert = alert
    alertOwner = scene
  }

  /// Closes the alert without running any button's action.
  public func dismissAlert() {
    alert = nil
    alertOwner = nil
  }

  /// Takes every scene off the stage, as if it were closed, and closes any alert.
  ///
  /// The top scene gets `willDisappear` and `didDisappear`; every scene leaves the stage and
  /// has its work cancelled. Test tools call it at the end of a test, so that every scene the
  /// stage showed can be checked to be freed.
  package func removeAllScenes() {
    transition(to: nil, leaving: modalStack + navigationStack) {
      modalStack = []
      navigationStack = []
    }
    dismissAlert()
  }

  /// Keeps a transition that a lifecycle method asks for (a redirect in `willAppear`, say) until
  /// the transition under way has finished, so the stacks never change halfway through one.
  ///
  /// - Returns: `true` if the transition was deferred.
  private func deferIfInTransition(_ transition: @escaping @MainActor () -> Void) -> Bool {
    guard isInTransition else { return false }
    deferredTransitions.append(transition)
    return true
  }

  /// Moves from the top scene to `incoming`, calling the lifecycle in UIKit's order:
  /// outgoing `willDisappear`, incoming `willAppear`, the change, outgoing `didDisappear`,
  /// incoming `didAppear`. Scenes in `leaving` leave the stage and have their work cancelled.
  private func transition(
    to incoming: SceneController?,
    leaving: [SceneController],
    change: () -> Void
  ) {
    isInTransition = true
    defer { runDeferredTransitions() }
    let outgoing = topScene
    let isChange = outgoing !== incoming
    let isEntering = incoming.map { $0.stage !== self } ?? false
    if let incoming {
      incoming.stage = self
      incoming.tasks.reopen()
      incoming.tasks.report(to: workLedger)
      _ = incoming.view
    }
    if isChange {
      outgoing?.willDisappear()
      incoming?.willAppear()
    }
    change()
    for scene in leaving where scene !== incoming {
      detach(scene)
    }
    if isChange {
      outgoing?.didDisappear()
      incoming?.didAppear()
    }
    if isEntering, let incoming {
      sceneDidEnter?(incoming)
    }
  }

  private func runDeferredTransitions() {
    isInTransition = false
    while !deferredTransitions.isEmpty {
      deferredTransitions.removeFirst()()
    }
  }

  private func detach(_ scene: SceneController) {
    sceneWillLeave?(scene)
    scene.stage = nil
    // Its work stays counted in the ledger until it winds down, even work started on its way
    // out.
    scene.tasks.close()
    if alertOwner === scene {
      dismissAlert()
    }
  }
}
