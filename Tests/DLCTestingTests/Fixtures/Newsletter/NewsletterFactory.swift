import DLC

/// Builds the newsletter act's scenes.
@MainActor
final class NewsletterFactory: ActFactory {
  private unowned let dc: any NewsletterDCInterface

  init(dc: any NewsletterDCInterface) {
    self.dc = dc
  }

  func scene(_ scene: NewsletterScene) -> SceneController {
    switch scene {
    case .subscribe: Subscribe.controller(setup: Subscribe.Setup(), dc: dc)
    }
  }
}
