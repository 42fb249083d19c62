import DLC

/// Act 1's scenes.
enum Act1Scene: ActScene {
  /// Where Counter starts.
  case home(Home.Setup)

  /// Counter.
  case counter(Counter.Setup)

  static let act = ActDescription(
    name: "Act1",
    scenes: [
      "Home",
      "Counter",
    ])
}
