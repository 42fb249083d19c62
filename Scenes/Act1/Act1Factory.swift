import DLC

/// Builds act 1's scenes, and hands over to act 2 once someone has signed in.
struct Act1Factory: ActFactory {
  let dc: any Act1DCInterface

  func scene(_ scene: Act1Scene) -> SceneController {
    switch scene {
    case .welcome(let setup):
      Welcome.controller(setup: setup, dc: dc)
    case .login(let setup):
      Login.controller(setup: setup, dc: dc)
    }
  }

  /// Act 2's container, holding the signed-in session: the person, a server worker that sends
  /// their token, and the cache as seen by their account.
  ///
  /// It is the only way into act 2: its scenes cannot exist without a `User`. Act 1's own
  /// workers stay without the credential, so the session ends when act 2's container goes;
  /// act 2 keeps this very container to return to.
  ///
  /// - Parameters:
  ///   - user: The person who signed in.
  ///   - token: The token their sign-in returned.
  /// - Returns: Act 2's container, which alone holds the session.
  func act2DC(user: User, token: String) -> Act2DC {
    Act2DC(user: user, token: token, act1: dc)
  }
}
