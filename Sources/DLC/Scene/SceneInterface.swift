/// What the interfaces between a scene's parts refine: the presenter's, the navigator's and the
/// logic's own. Like the parts, they belong to the main actor, and so does a spy that conforms.
///
/// ```swift
/// protocol WelcomePresenting: SceneInterface {
///   func showGreeting(_ greeting: String)
/// }
/// ```
@MainActor
public protocol SceneInterface: AnyObject {}
