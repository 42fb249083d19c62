import DLC

/// Builds act 1's scenes.
struct Act1Factory: ActFactory {
  let dc: any Act1DCInterface

  func scene(_ scene: Act1Scene) -> SceneController {
    switch scene {
    case .home(let setup):
      Home.controller(setup: setup, dc: dc)
    case .counter(let setup):
      Counter.controller(setup: setup, dc: dc)
    }
  }
}
