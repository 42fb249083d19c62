import DLC

/// Greeting's use cases, as its interactor calls them.
protocol GreetingLogicInterface: SceneRole {
  /// Takes a new name and greets it.
  func changeName(to name: String)
}
