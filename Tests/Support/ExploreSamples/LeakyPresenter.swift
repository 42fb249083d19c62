import DLC

/// Holds its controller strongly, where it should hold it weakly.
@MainActor
final class LeakyPresenter {
  let controller: SceneController

  init(controller: SceneController) {
    self.controller = controller
  }
}
