import DLC

/// Builds the sample act's scenes with its container.
@MainActor
struct SampleFactory: ActFactory {
  let dc: SampleDC

  func scene(_ scene: SampleScene) -> SceneController {
    switch scene {
    case .greeter: GreeterController(dc: dc)
    case .detail(let text): DetailController(text: text)
    case .leaky: LeakyController()
    }
  }
}
