@testable import Scenes

/// Each case of ``Act2Scene`` without its setup, so a test can go through every case.
///
/// `Act2Scene`'s cases carry values, so it cannot be `CaseIterable`. The two exhaustive switches
/// tie this list to it: a new scene case does not compile until it has a case here, and a case
/// here does not compile until it has a sample.
enum Act2SceneCase: CaseIterable {
  case home
  case search
  case detail
  case favorites
  case settings

  /// The case a scene is.
  init(_ scene: Act2Scene) {
    switch scene {
    case .home: self = .home
    case .search: self = .search
    case .detail: self = .detail
    case .favorites: self = .favorites
    case .settings: self = .settings
    }
  }

  /// A scene of this case, built from a default setup (Detail shows Germany).
  var sample: Act2Scene {
    switch self {
    case .home: .home(.search(query: ""))
    case .search: .search(Search.Setup())
    case .detail: .detail(Detail.Setup(country: .germany))
    case .favorites: .favorites(Favorites.Setup())
    case .settings: .settings(Settings.Setup())
    }
  }
}
