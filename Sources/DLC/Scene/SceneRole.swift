/// What a scene's interfaces refine: the presenter's, the navigator's and the logic's. It makes
/// them main-actor protocols of reference types, so a test can stand in a spy for any of them.
///
/// ```swift
/// protocol WelcomeNavigatorInterface: SceneRole {
///   func showLogin()
/// }
/// ```
@MainActor
public protocol SceneRole: AnyObject {}
