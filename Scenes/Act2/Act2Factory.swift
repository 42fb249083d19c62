import DLC

/// Builds act 2's scenes, and hands back to act 1 when the person signs out.
struct Act2Factory: ActFactory {
  let dc: any Act2DCInterface

  func scene(_ scene: Act2Scene) -> SceneController {
    switch scene {
    case .home(let destination):
      home(at: destination)
    case .search(let setup):
      Search.controller(setup: setup, dc: dc)
    case .detail(let setup):
      Detail.controller(setup: setup, dc: dc)
    case .favorites(let setup):
      Favorites.controller(setup: setup, dc: dc)
    case .settings(let setup):
      Settings.controller(setup: setup, dc: dc)
    }
  }

  /// The tabs of Search and Favorites, each with its own way back, showing a destination over
  /// the scenes a person would have come through: a country over Search, say.
  private func home(at destination: Act2Destination) -> SceneController {
    var searchTab = [scene(.search(Search.Setup()))]
    switch destination {
    case .search(let query):
      searchTab = [scene(.search(Search.Setup(query: query)))]
    case .country(let code):
      searchTab.append(
        scene(.detail(Detail.Setup(country: CountrySummary(code: code, name: code)))))
    case .favorites:
      break
    }
    return TabBarController(
      name: "Home",
      tabs: [
        .init(title: "Search", scenes: searchTab),
        .init(title: "Favorites", root: scene(.favorites(Favorites.Setup()))),
      ],
      selectedIndex: destination == .favorites ? 1 : 0)
  }

  /// Act 1's container, with act 1's own workers: without the user, their token or their
  /// account's view of the cache.
  func act1DC() -> any Act1DCInterface {
    dc.act1
  }
}
