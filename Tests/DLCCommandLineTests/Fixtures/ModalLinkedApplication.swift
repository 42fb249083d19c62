import DLC

/// An application whose link shows a modal scene over a Home made afresh, as a generated
/// application opens the link of a scene that asks to be presented.
@MainActor
struct ModalLinkedApplication: SceneApplication {
  static let acts = [ActDescription(name: "Main", scenes: ["Home", "Sheet"])]
  static let sampleLinks = ["app://sheet"]

  func start(on stage: Stage) {
    stage.setRoot(ButtonScene("Home", [("stay", { _ in })]))
  }

  func open(_ link: String, on stage: Stage) throws(DeepLinkError) {
    guard link == "app://sheet" else { throw .noLinks }
    stage.setRoot(ButtonScene("Home", [("stay", { _ in })]))
    stage.present(ButtonScene("Sheet"))
  }
}
