import DLC

/// Builds act 1's scenes.
final class Act1Factory: ActFactory {
  private unowned let dc: any Act1DCInterface

  init(dc: any Act1DCInterface) {
    self.dc = dc
  }

  func scene(_ scene: Act1Scene) -> SceneController {
    switch scene {
    case .home(let setup):
      Home.controller(setup: setup, dc: dc)
    case .counter(let setup):
      Counter.controller(setup: setup, dc: dc)
    }
  }
}
