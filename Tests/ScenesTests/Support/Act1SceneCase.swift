@testable import Scenes

/// Each case of ``Act1Scene`` without its setup, so a test can go through every case.
///
/// `Act1Scene`'s cases carry values, so it cannot be `CaseIterable`. The two exhaustive switches
/// tie this list to it: a new scene case does not compile until it has a case here, and a case
/// here does not compile until it has a sample.
enum Act1SceneCase: CaseIterable {
  case welcome
  case login

  /// The case a scene is.
  init(_ scene: Act1Scene) {
    switch scene {
    case .welcome: self = .welcome
    case .login: self = .login
    }
  }

  /// A scene of this case, built from a default setup.
  var sample: Act1Scene {
    switch self {
    case .welcome: .welcome(Welcome.Setup())
    case .login: .login(Login.Setup())
    }
  }
}
