import DLC

/// Puts Greeter's data into its elements.
final class GreeterPresenter: GreeterPresenterInterface {
  private weak var view: GreeterView?

  init(view: GreeterView) {
    self.view = view
  }

  func showGreeting(for name: String) {
    view?.greeting.text = Self.greeting(for: name)
  }

  /// The greeting for a name; the direct-call baseline formats with it too.
  static func greeting(for name: String) -> String {
    name.isEmpty ? "Hello!" : "Hello, \(name)!"
  }
}
