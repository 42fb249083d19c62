/// How a scene asks to be shown when a navigator or a link shows it without saying how: pushed
/// on the stack it goes over, as most scenes are, or presented modally over everything, as a
/// scene that a person fills in and closes is.
///
/// A scene declared with ``SceneParts`` says it with
/// ``SceneParts/preferredPresentation``; ``SceneNavigator/show(_:)`` and ``Stage/show(_:)``
/// follow it, where ``SceneNavigator/push(_:)`` and ``SceneNavigator/present(_:)`` do as they
/// say whatever the scene asks.
public enum ScenePresentation: Sendable {
  /// Pushed on the stack of the scene it goes over, so `back` pops it.
  case pushed
  /// Presented modally over everything, so `back` dismisses it.
  case modal
}
