import DLC

/// Builds act 2's scenes, and hands back to act 1 when the person signs out.
final class Act2Factory: ActFactory {
  private unowned let dc: any Act2DCInterface

  init(dc: any Act2DCInterface) {
    self.dc = dc
  }

  func scene(_ scene: Act2Scene) -> SceneController {
    switch scene {
    case .search(let setup):
      Search.controller(setup: setup, dc: dc)
    case .detail(let setup):
      Detail.controller(setup: setup, dc: dc)
    case .settings(let setup):
      Settings.controller(setup: setup, dc: dc)
    }
  }

  /// Act 1's container, with act 1's own workers: without the user, their token or their
  /// account's view of the cache.
  func act1DC() -> Act1DC {
    dc.act1
  }
}
