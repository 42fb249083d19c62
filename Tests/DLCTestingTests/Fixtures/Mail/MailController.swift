import DLC

/// A scene that keeps a service it was given in a stored property, as a part of a scene may.
final class MailController: SceneController {
  let service: AnyObject

  init(service: AnyObject) {
    self.service = service
    super.init(title: "Mail")
  }

  override func loadView() -> SceneView {
    SceneView()
  }
}
