import DLC

/// The newsletter act's one scene.
enum NewsletterScene: ActScene {
  case subscribe

  static let act = ActDescription(name: "Newsletter", scenes: ["Subscribe"])
}
