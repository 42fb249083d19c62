/// A scene that shows a stack of scenes, the top one, as its only child: what each tab of a
/// ``TabBarController`` holds, so that every tab keeps its own way back.
///
/// Scenes inside it push and go back on it, not on the stage: a navigator's `push` from a scene
/// in a stack adds to that stack, and `back` pops the innermost shown stack that holds more than
/// one scene before it pops the stage's.
///
/// ```swift
/// @MainActor
/// func searchTab(_ factory: Act2Factory, showing country: CountrySummary) -> StackController {
///   StackController(scenes: [
///     factory.scene(.search(Search.Setup())),
///     factory.scene(.detail(Detail.Setup(country: country))),
///   ])
/// }
/// ```
public final class StackController: SceneController {
  private let slot = SceneSlot(id: "stack")

  /// Creates a stack; only the top scene is shown, the others load when uncovered.
  ///
  /// - Parameter scenes: The stack, root first; never empty.
  public init(scenes: [SceneController]) {
    precondition(!scenes.isEmpty, "a stack holds at least one scene")
    super.init()
    for scene in scenes {
      addChild(scene)
    }
    place(scenes.last, in: slot)
  }

  /// The stack, root first.
  public var scenes: [SceneController] { children }

  /// The scene on top, the one shown.
  var topScene: SceneController? { children.last }

  override public func loadView() -> SceneView {
    let view = ContainerView()
    view.elements = [slot]
    return view
  }

  /// Puts a scene on top, with no lifecycle call: the stage makes the transition around it.
  func append(_ scene: SceneController) {
    addChild(scene)
    place(scene, in: slot)
  }

  /// Takes the top scene off and shows the one under it, with no lifecycle call: the stage
  /// makes the transition around it and has the scene leave.
  func removeTop() {
    guard children.count > 1, let top = children.last else { return }
    place(children[children.count - 2], in: slot)
    embeddedScenes = Array(embeddedScenes.dropLast())
    top.storedParent = nil
  }
}
