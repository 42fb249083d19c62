import DLC

protocol LoginNavigatorInterface: SceneRole {
  /// Hands over to act 2: replaces the whole stack with act 2's tabs for the person who
  /// signed in, opened at a destination.
  ///
  /// - Parameters:
  ///   - destination: Where act 2 opens: Search, or where a link points.
  ///   - user: The person who signed in.
  ///   - token: Their token, which only act 2's container keeps.
  func showAct2(at destination: Act2Destination, for user: User, token: String)
}

/// Replaces the whole stack with act 2's tabs, so nothing of act 1 stays under them.
final class LoginNavigator: SceneNavigator<any Act1DCInterface>, LoginNavigatorInterface {
  func showAct2(at destination: Act2Destination, for user: User, token: String) {
    let act2 = dc.factory.act2DC(user: user, token: token)
    replaceRoot(with: act2.factory.scene(.home(destination)))
  }
}
