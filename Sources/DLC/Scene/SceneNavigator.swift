/// The base of a scene's navigator: performs transitions on the scene's stage, with scenes from
/// the act's factory.
///
/// It holds the controller weakly, as the controller owns it.
///
/// ```swift
/// final class WelcomeNavigator: SceneNavigator<any Act1DCInterface>, WelcomeNavigating {
///   func showLogin() {
///     stage?.push(dc.factory.scene(.login(SetupModel.Login())))
///   }
/// }
/// ```
@MainActor
open class SceneNavigator<DC> {
  /// The scene, or `nil` once it is gone.
  public private(set) weak var controller: SceneController?
  /// The act's dependency container, whose factory builds the scenes to go to.
  public let dc: DC

  /// Creates a navigator for a scene.
  ///
  /// - Parameters:
  ///   - controller: The scene that navigates.
  ///   - dc: The act's dependency container.
  public init(controller: SceneController, dc: DC) {
    self.controller = controller
    self.dc = dc
  }

  /// The stage the scene is on, or `nil` once it has left.
  public var stage: Stage? { controller?.stage }
}
