extension SceneController {
  /// Embeds a scene in this one, without showing it: it is on the stage whenever this scene is,
  /// keeps its work going while hidden, and is freed with this scene.
  ///
  /// A scene has one parent; adding a scene that another scene embeds is a programming error.
  ///
  /// - Parameter child: The scene to embed.
  public func addChild(_ child: SceneController) {
    guard child.parent !== self else { return }
    precondition(child.parent == nil, "'\(child.name)' is already a child of another scene")
    embeddedScenes = embeddedScenes + CollectionOfOne(child)
    child.storedParent = self
    stage?.enter(child)
  }

  /// Shows a scene in one of this scene's slots, in place of the one the slot showed, and
  /// embeds it first if needed. The scene it replaces stays embedded, hidden.
  ///
  /// While this scene is on screen, the outgoing child gets `willDisappear` and `didDisappear`
  /// and the incoming one `willAppear` and `didAppear`, interleaved as a push interleaves them.
  ///
  /// - Parameters:
  ///   - child: The scene to show, or `nil` to empty the slot.
  ///   - slot: A slot of this scene's view.
  public func show(_ child: SceneController?, in slot: SceneSlot) {
    let outgoing = slot.scene
    guard outgoing !== child else { return }
    if let child {
      addChild(child)
    }
    // The outgoing child disappears whenever it is on screen, even while its parent is on its
    // way out: a child left appearing or shown would miss its next appearance.
    outgoing?.beginDisappearance()
    if isOnScreen {
      child?.beginAppearance()
    }
    place(child, in: slot)
    outgoing?.endDisappearance()
    if appearance == .shown {
      child?.endAppearance()
    }
  }

  /// Takes an embedded scene out of this one: it disappears if shown, leaves the stage, and
  /// has its work cancelled.
  ///
  /// - Parameter child: One of ``children``.
  public func removeChild(_ child: SceneController) {
    guard child.parent === self else { return }
    if let slot = child.containingSlot {
      show(nil, in: slot)
    }
    embeddedScenes = embeddedScenes.filter { $0 !== child }
    child.storedParent = nil
    stage?.leave(child)
  }

  /// Whether the scene is appearing or shown.
  var isOnScreen: Bool {
    appearance == .appearing || appearance == .shown
  }

  /// The children shown in one of this scene's slots, in the order they were added.
  public var shownChildren: [SceneController] {
    children.filter { $0.containingSlot != nil }
  }

  /// The scene a person is in when this one shows: itself, or, through containers (tabs, a
  /// stack), the innermost child shown in them, following the first shown child at each level.
  /// A child that a scene of the application's own shows in a slot (a panel of a page) is a
  /// part of it, unless that child is a container (a page beside a stack of details).
  var innermostShownScene: SceneController {
    // Most scenes embed none: every snapshot asks.
    guard !embeddedScenes.isEmpty else { return self }
    var scene = self
    while let child = scene.children.first(where: { $0.containingSlot != nil }),
      scene.isContainer || child.isContainer
    {
      scene = child
    }
    return scene
  }

  /// Whether the scene only holds others, as tabs and stacks do, so that a person is in the
  /// scene it shows.
  private var isContainer: Bool {
    self is StackController || self is TabBarController
  }

  /// Puts a child in a slot, or empties the slot, with no lifecycle call.
  func place(_ child: SceneController?, in slot: SceneSlot) {
    slot.scene?.containingSlot = nil
    child?.containingSlot?.scene = nil
    slot.scene = child
    child?.containingSlot = slot
  }

  // MARK: - Lifecycle, passed down to shown children

  /// `willAppear`, then the same for every shown child.
  func beginAppearance() {
    guard appearance == .hidden || appearance == .disappearing else { return }
    // The parts a scene declares are built with its view, before its first lifecycle call.
    loadViewIfNeeded()
    appearance = .appearing
    willAppear()
    for child in shownChildren {
      child.beginAppearance()
    }
  }

  /// `didAppear`, then the same for every shown child.
  func endAppearance() {
    guard appearance == .appearing else { return }
    appearance = .shown
    didAppear()
    // Every child that began appearing ends, even one switched out meanwhile.
    for child in children where child.appearance == .appearing {
      child.endAppearance()
    }
  }

  /// `willDisappear`, then the same for every shown child.
  func beginDisappearance() {
    guard appearance == .appearing || appearance == .shown else { return }
    appearance = .disappearing
    willDisappear()
    for child in shownChildren {
      child.beginDisappearance()
    }
  }

  /// `didDisappear`, then the same for every shown child.
  func endDisappearance() {
    guard appearance == .disappearing else { return }
    appearance = .hidden
    didDisappear()
    for child in children where child.appearance == .disappearing {
      child.endDisappearance()
    }
  }
}
