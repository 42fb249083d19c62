/// The controller of a scene declared by ``SceneParts``: builds the parts on first show, owns
/// them, and forwards the lifecycle to the logic: `start()` the first time the scene shows,
/// `resume()` each time it shows again.
@usableFromInline
final class PartsController<Parts: SceneParts>: SceneController {
  private let setup: Parts.Setup
  private let dc: Parts.Dependencies
  /// The type of the scene's wiring, as the act's factory named it: the framework's generic
  /// code would look it up in the run time's tables for every scene shown.
  private let wiringType: SceneWiring<Parts>.Type
  /// The wiring the parts were built with, kept for the parts it keeps alive.
  private var wiring: SceneWiring<Parts>?
  private var logic: Parts.Logic?
  private var hasStarted = false

  @usableFromInline
  init(setup: Parts.Setup, dc: Parts.Dependencies, wiringType: SceneWiring<Parts>.Type) {
    self.setup = setup
    self.dc = dc
    self.wiringType = wiringType
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
    let wiring = wiringType.init(
      link: SceneLink.of(self), tasks: tasks, setup: setup, dc: dc)
    logic = Parts.wire(wiring)
    self.wiring = wiring
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
