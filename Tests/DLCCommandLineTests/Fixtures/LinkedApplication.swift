import DLC

/// An application with a scene no button leads to, and a route that opens it.
@MainActor
struct LinkedApplication: SceneApplication {
  static let acts = [ActDescription(name: "Main", scenes: ["Home", "Hidden"])]

  static let sampleLinks = ["app://hidden"]

  func start(on stage: Stage) {
    stage.setRoot(ButtonScene("Home", [("stay", { _ in })]))
  }

  func open(_ link: String, on stage: Stage) throws(DeepLinkError) {
    guard link == "app://hidden" else { throw .noLinks }
    stage.push(ButtonScene("Hidden"))
  }
}
