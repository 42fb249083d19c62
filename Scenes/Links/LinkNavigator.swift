import DLC

/// Shows where a link points, on the whole stage: through act 2's factory when a person is
/// signed in, else through the sign-in form, which goes on to the link once they are.
///
/// It never reaches into a scene: it asks the running act's factory for new scenes and shows
/// them over the ones a person would have come through.
@MainActor
struct LinkNavigator {
  /// The stage the application is on.
  let stage: Stage
  /// Act 1's container, for when no act is running to take one from.
  let makeAct1DC: @MainActor () -> Act1DC

  /// Shows a destination of act 2.
  ///
  /// - Parameter destination: Where the link points.
  func show(_ destination: Act2Destination) {
    if let act2 = stage.runningAct(as: (any Act2DCInterface).self) {
      stage.setRoot(act2.factory.scene(.home(destination)))
      return
    }
    let act1 = stage.runningAct(as: (any Act1DCInterface).self) ?? makeAct1DC()
    stage.setNavigationStack([
      act1.factory.scene(.welcome(Welcome.Setup())),
      act1.factory.scene(.login(Login.Setup(destination: destination))),
    ])
  }
}
