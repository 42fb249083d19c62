import DLC

/// What Greeting's logic can show.
protocol GreetingPresenterInterface: SceneRole {
  /// Greets a person by name, or anyone while the name is empty.
  func showGreeting(for name: String)
}
