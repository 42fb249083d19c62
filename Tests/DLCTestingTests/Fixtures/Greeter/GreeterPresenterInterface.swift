/// What the Greeter's logic tells its display.
@MainActor
protocol GreeterPresenterInterface: AnyObject {
  func showGreeting(_ text: String)
  func showPreview(of name: String)
  func showBusy(_ isBusy: Bool)
  func showHistory(_ entries: [String])
  func showFailure(_ message: String)
}
