import DLC

/// Greeting's transitions, through the framework's navigator.
final class GreetingNavigator: SceneNavigator<Void>, GreetingNavigatorInterface {}
