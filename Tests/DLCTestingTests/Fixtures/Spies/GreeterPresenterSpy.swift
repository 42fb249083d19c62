import DLCTesting

/// Stands in for the Greeter's presenter and records what the logic tells it.
final class GreeterPresenterSpy: GreeterPresenterInterface {
  enum Call: Equatable {
    case showGreeting(String)
    case showPreview(String)
    case showBusy(Bool)
    case showHistory([String])
    case showFailure(String)
  }

  let log = CallLog<Call>("GreeterPresenter")

  func showGreeting(_ text: String) { log.record(.showGreeting(text)) }
  func showPreview(of name: String) { log.record(.showPreview(name)) }
  func showBusy(_ isBusy: Bool) { log.record(.showBusy(isBusy)) }
  func showHistory(_ entries: [String]) { log.record(.showHistory(entries)) }
  func showFailure(_ message: String) { log.record(.showFailure(message)) }
}
