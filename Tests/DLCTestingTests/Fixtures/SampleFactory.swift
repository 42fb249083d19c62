import DLC

/// Builds the sample act's scenes with its container.
@MainActor
final class SampleFactory: ActFactory {
  private unowned let dc: SampleDC

  init(dc: SampleDC) {
    self.dc = dc
  }

  func scene(_ scene: SampleScene) -> SceneController {
    switch scene {
    case .greeter: GreeterController(dc: dc)
    case .detail(let text): DetailController(text: text)
    case .leaky: LeakyController()
    }
  }
}
