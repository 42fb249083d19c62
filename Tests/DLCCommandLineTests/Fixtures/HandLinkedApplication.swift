import DLC

/// An application that opens a link it declares no sample for.
@MainActor
struct HandLinkedApplication: SceneApplication {
  static let acts = [ActDescription(name: "Main", scenes: ["Home", "Hidden"])]

  func start(on stage: Stage) {
    stage.setRoot(ButtonScene("Home", [("stay", { _ in })]))
  }

  func open(_ link: String, on stage: Stage) throws(DeepLinkError) {
    guard link == "app://hidden" else { throw .noLinks }
    stage.push(ButtonScene("Hidden"))
  }
}
