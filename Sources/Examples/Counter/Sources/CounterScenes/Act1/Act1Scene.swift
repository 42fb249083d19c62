import DLC

/// Act 1's scenes.
enum Act1Scene: ActScene {
  /// The count and the buttons that change it.
  case counter(Counter.Setup)

  static let act = ActDescription(name: "Act1", scenes: ["Counter"])
}
