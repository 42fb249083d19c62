import DLC

/// Act 2's scenes: the atlas itself, for a signed-in person.
enum Act2Scene: ActScene {
  /// Where act 2 starts: search countries by name.
  case search(Search.Setup)
  /// One country in full.
  case detail(Detail.Setup)
  /// Cache figures and signing out, presented modally.
  case settings(Settings.Setup)

  static let act = ActDescription(name: "Act2", scenes: ["Search", "Detail", "Settings"])
}
