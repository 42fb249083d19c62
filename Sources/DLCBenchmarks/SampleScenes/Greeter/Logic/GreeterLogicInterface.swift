/// Greeter's use cases, as its interactor and controller call them.
@MainActor
protocol GreeterLogicInterface: AnyObject {
  /// Shows the first greeting, as the scene appears.
  func start()
  /// Takes a new name and greets it.
  func changeName(to name: String)
}
