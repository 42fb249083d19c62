/// The root object of a scene: it creates and owns every part and forwards the lifecycle.
///
/// A scene declared by its parts (``SceneParts``) gets its controller from the framework, which
/// builds the parts on first show and tells the logic `start()` once and `resume()` on each
/// return:
///
/// <!-- swift-check
/// @MainActor
/// struct ExampleFactory {
///   let dc: any Act1DCInterface
///   <#example#>
/// }
/// -->
/// ```swift
/// func scene(_ scene: Act1Scene) -> SceneController {
///   switch scene {
///   case .welcome(let setup):
///     Welcome.controller(setup: setup, dc: dc)
///   case .login(let setup):
///     Login.controller(setup: setup, dc: dc)
///   }
/// }
/// ```
///
/// A scene built by hand subclasses this one, creates its parts in ``loadView()``, keeps them,
/// and forwards the lifecycle to its logic. Every method it has overrides one of these:
/// anything else belongs in another part.
///
/// ```swift
/// final class BannerView: SceneView {
///   let text = Label(id: "text")
///
///   override var body: [Element] { [text] }
/// }
///
/// final class BannerController: SceneController {
///   override func loadView() -> SceneView {
///     BannerView()
///   }
/// }
/// ```
@MainActor
open class SceneController {
  /// The title shown above the scene.
  public var title: String {
    get { shownTitle }
    set { shownTitle = newValue }
  }

  /// The storage of ``title``. Private, so that reading it (every snapshot does) needs no
  /// run-time exclusivity check, as a public stored property would.
  private var shownTitle: String {
    didSet { ScreenChanges.note(self, isStructural: false) }
  }

  /// The scene's async work, tracked by the stage and cancelled when the scene leaves it.
  public let tasks = SceneTasks()

  /// The stage the scene is on, or `nil` once it has left.
  public var stage: Stage? { storedStage }

  /// The scene that embeds this one, or `nil` for a scene on one of the stage's stacks.
  public var parent: SceneController? { storedParent }

  // The storage of `stage` and `parent`. Internal, so that the compiler sees every access to
  // them and drops the run-time exclusivity check a public stored property pays on every read
  // and change: every transition reads and sets the stage of the scenes it moves.
  weak var storedStage: Stage?
  weak var storedParent: SceneController?

  /// The scenes this one embeds, shown in one of its slots or kept for later, in the order they
  /// were added; they are on the stage whenever this scene is, and freed with it.
  public var children: [SceneController] { embeddedScenes }

  /// The storage of ``children``. Internal and only ever replaced whole, so that the compiler
  /// can prove no access to it overlaps another and drop the run-time exclusivity check a
  /// public stored property pays on every read: every transition and input reads it.
  var embeddedScenes: [SceneController] = []

  /// The reference the scene's parts reach it through, once a part has asked for it: the stage
  /// has it hold the scene strongly while the scene is on it (see ``SceneLink``).
  var partsLink: SceneLink?

  /// The slot of the parent's view this scene is shown in, if any.
  weak var containingSlot: SceneSlot?

  /// Where the scene is in its appearance, so that a child shown or hidden while its parent
  /// is on screen gets the lifecycle calls its parent already had.
  var appearance = SceneAppearance.hidden

  private var loadedView: SceneView?

  /// The root stack of ``view``, kept once read: the stage reads it on every input and every
  /// snapshot, and reading it through the view retains and releases the view, whose counts live
  /// in a slower side table as soon as its presenter holds it weakly, as presenters do.
  private var loadedRoot: VerticalStack?

  /// The name made for this controller's type (see ``describedName``): snapshots and every
  /// script step ask for the name, and a constant costs a read, where a lazy property's every
  /// read is checked for exclusive access at run time.
  private let typeName: String

  /// The names made so far, by controller type: describing a type looks its conformances up at
  /// run time, a cost every new controller of the type would otherwise pay again.
  private static var namesByType: [ObjectIdentifier: String] = [:]

  /// The type named last, with its name: controllers of one type are often made one after
  /// another (a scene shown again, the rows of a list of scenes), and comparing one identifier
  /// spares hashing it for the table.
  private static var lastNamed: (type: ObjectIdentifier, name: String)?

  /// Creates a controller.
  ///
  /// - Parameter title: The title shown above the scene.
  public init(title: String = "") {
    shownTitle = title
    typeName = Self.name(of: Self.self)
  }

  /// The scene's name, as scripts and tools refer to it: the type name without "Controller".
  open var name: String { typeName }

  /// The scene's view, created by ``loadView()`` the first time it is needed.
  public var view: SceneView {
    if let loadedView {
      return loadedView
    }
    let view = loadView()
    loadedView = view
    viewDidLoad()
    return view
  }

  /// The stack that holds the top-level elements of ``view``, which it creates if needed.
  var elementRoot: VerticalStack {
    if let loadedRoot {
      return loadedRoot
    }
    let root = view.root
    loadedRoot = root
    return root
  }

  /// Whether ``view`` has been created.
  public var isViewLoaded: Bool { loadedView != nil }

  /// Creates the view if it is not yet, as reading ``view`` does, without taking a reference to
  /// a view already made: one that a presenter holds weakly keeps its counts in a slower side
  /// table, and every appearance would count it up and down again.
  func loadViewIfNeeded() {
    guard loadedView == nil else { return }
    _ = view
  }

  /// The scene's logic state, for the `state` command and for tools; `nil` if not exposed.
  open var logicState: Any? { nil }

  /// How the scene asks to be shown by ``SceneNavigator/show(_:)`` and ``Stage/show(_:)``:
  /// pushed unless a subclass says otherwise.
  open var preferredPresentation: ScenePresentation { .pushed }

  /// The act's dependency container the scene was made with, for ``Stage/runningAct(as:)``;
  /// `nil` for a scene that does not declare its parts.
  var dependencies: Any? { nil }

  /// Whether the scene was made with a container of an act's type, such as
  /// `any Act1DCInterface`: for an application opening a link, to tell a scene of the act it
  /// starts in from one of an act that a session holds.
  ///
  /// - Parameter type: The act's container type, as its scenes declare it.
  /// - Returns: `false` for another act's scene, and for a scene that does not declare its parts.
  public func isPart<Container>(ofAct type: Container.Type) -> Bool {
    dependencies is Container
  }

  /// Creates the view and the parts that need it; called once, on first use of ``SceneController/view``.
  ///
  /// - Returns: The scene's view.
  open func loadView() -> SceneView {
    SceneView()
  }

  /// Called once, right after ``loadView()``.
  open func viewDidLoad() {}

  /// Called before the scene becomes the top scene of the stage.
  open func willAppear() {}

  /// Called after the scene became the top scene of the stage.
  open func didAppear() {}

  /// Called before the scene stops being the top scene.
  open func willDisappear() {}

  /// Called after the scene stopped being the top scene.
  open func didDisappear() {}

  /// Shows an alert on the stage on behalf of this scene; it goes away with the scene.
  ///
  /// Does nothing when the scene is not on a stage.
  ///
  /// - Parameter alert: The alert to show.
  public func showAlert(_ alert: Alert) {
    stage?.showAlert(alert, from: self)
  }

  /// The name of a controller of this type, made once per type by ``name(of:)``: the type
  /// name without "Controller". A controller whose name comes from elsewhere, such as the
  /// declaration of a scene, overrides it.
  class var describedName: String {
    let typeName = String(describing: self)
    return typeName.hasSuffix("Controller") ? String(typeName.dropLast(10)) : typeName
  }

  /// The name of a controller type, made once per type.
  private static func name(of type: SceneController.Type) -> String {
    let key = ObjectIdentifier(type)
    if let lastNamed, lastNamed.type == key {
      return lastNamed.name
    }
    // Looked up in a copy: a lookup in place would keep the access to the table open while it
    // hashes, and have every access to it checked for exclusive access at run time. For the
    // same reason, a new name is added to the copy, which is put back whole.
    var names = namesByType
    let name: String
    if let known = names[key] {
      name = known
    } else {
      name = type.describedName
      namesByType = [:]
      names[key] = name
      namesByType = names
    }
    lastNamed = (key, name)
    return name
  }

}
