import DLC

/// Builds act 1's scenes, and hands over to act 2 once someone has signed in.
final class Act1Factory: ActFactory {
  private unowned let dc: any Act1DCInterface

  init(dc: any Act1DCInterface) {
    self.dc = dc
  }

  func scene(_ scene: Act1Scene) -> SceneController {
    switch scene {
    case .welcome(let setup):
      WelcomeController(setup: setup, dc: dc)
    case .login(let setup):
      LoginController(setup: setup, dc: dc)
    }
  }

  /// Act 2's container: every worker of act 1, plus the person who signed in.
  ///
  /// It is the only way into act 2: its scenes cannot exist without a `User`.
  func act2DC(user: User) -> Act2DC {
    Act2DC(
      user: user,
      server: dc.server,
      cache: dc.cache,
      validation: dc.validation,
      clock: dc.clock
    )
  }
}
