import DLC

/// Builds the newsletter act's scenes.
@MainActor
struct NewsletterFactory: ActFactory {
  let dc: any NewsletterDCInterface

  func scene(_ scene: NewsletterScene) -> SceneController {
    switch scene {
    case .subscribe: Subscribe.controller(setup: Subscribe.Setup(), dc: dc)
    }
  }
}
