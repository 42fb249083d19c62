/// The controller of a scene declared by ``SceneParts``: builds the parts on first show, owns
/// them, and forwards the lifecycle to the logic: `start()` the first time the scene shows,
/// `resume()` each time it shows again.
@usableFromInline
final class PartsController<Parts: SceneParts>: SceneController {
  private let setup: Parts.Setup
  private let dc: Parts.Dependencies
  private var logic: Parts.Logic?
  private var kept: [AnyObject] = []
  private var hasStarted = false

  @usableFromInline
  init(setup: Parts.Setup, dc: Parts.Dependencies) {
    self.setup = setup
    self.dc = dc
    super.init(title: Parts.title(for: setup))
  }

  /// The declaration's name, which ``SceneController`` makes once per declaration: describing
  /// a type looks its conformances up at run time, and every snapshot and script step asks for
  /// the name.
  override class var describedName: String { Parts.name }

  override var logicState: Any? { logic?.state }

  override var preferredPresentation: ScenePresentation { Parts.preferredPresentation }

  override var dependencies: Any? { dc }

  override func loadView() -> SceneView {
    let wiring = SceneWiring<Parts>(controller: self, setup: setup, dc: dc)
    logic = Parts.wire(wiring)
    kept = wiring.keptParts
    return wiring.view
  }

  override func willAppear() {
    guard hasStarted else {
      hasStarted = true
      logic?.start()
      return
    }
    logic?.resume()
  }
}
