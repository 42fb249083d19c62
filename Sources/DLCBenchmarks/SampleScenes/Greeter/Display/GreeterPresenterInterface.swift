/// What Greeter's logic can show.
@MainActor
protocol GreeterPresenterInterface: AnyObject {
  /// Greets a person by name, or anyone while the name is empty.
  func showGreeting(for name: String)
}
