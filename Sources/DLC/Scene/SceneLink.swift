/// The reference through which a scene's parts (its wiring, presenter and navigator) reach its
/// controller: strong while a stage shows the scene, weak once it has left.
///
/// A weak reference moves the controller's reference counts into a side table, which makes
/// every later retain and release of the controller slower, and a stage retains and releases
/// the scene it shows many times a transition. While the scene is on a stage, the stage keeps
/// it alive anyway: the link holds it strongly then, and makes the weak reference only as the
/// scene leaves. The stage lets go of the scene's link as the scene leaves it, and when the
/// stage itself goes with the scene still on it, so the strong reference never keeps a scene
/// alive that nothing else holds.
///
/// A controller has at most one link, which all of its parts share.
@MainActor
final class SceneLink {
  /// The controller, while a stage shows the scene.
  private var heldController: SceneController?
  /// The controller, made weak as the scene leaves a stage, or when the link is made off any.
  private weak var weakController: SceneController?
  /// Whether ``weakController`` was set: reading it to find out would load it.
  private var isWeakMade = false

  private init() {}

  /// The scene's controller, while the scene lives.
  var controller: SceneController? { heldController ?? weakController }

  /// The link of a controller, made the first time a part asks for it.
  ///
  /// - Parameter controller: The scene's controller.
  /// - Returns: The link its parts share.
  static func of(_ controller: SceneController) -> SceneLink {
    if let link = controller.partsLink {
      return link
    }
    let link = SceneLink()
    // On a stage, the stage lets go of the link as the scene leaves it; off any, nothing
    // would.
    if controller.storedStage != nil {
      link.heldController = controller
    } else {
      link.weakController = controller
      link.isWeakMade = true
    }
    controller.partsLink = link
    return link
  }

  /// Holds the controller strongly, as its scene enters a stage.
  ///
  /// - Parameter controller: The scene's controller.
  func hold(_ controller: SceneController) {
    heldController = controller
  }

  /// Holds the controller weakly, as its scene leaves a stage or the stage goes.
  func letGo() {
    guard let held = heldController else { return }
    if !isWeakMade {
      weakController = held
      isWeakMade = true
    }
    heldController = nil
  }
}
