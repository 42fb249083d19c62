import DLC

/// Act 2's scenes: the atlas itself, for a signed-in person.
enum Act2Scene: ActScene {
  /// Where act 2 starts: the tabs of Search and Favorites, opened at a destination.
  case home(Act2Destination)
  /// Search countries by name: the first tab.
  case search(Search.Setup)
  /// One country in full.
  case detail(Detail.Setup)
  /// The countries the person favorited: the second tab.
  case favorites(Favorites.Setup)
  /// Cache figures and signing out, presented modally.
  case settings(Settings.Setup)

  static let act = ActDescription(
    name: "Act2", scenes: ["Home", "Search", "Detail", "Favorites", "Settings"])
}
