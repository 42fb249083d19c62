/// What the Subscribe logic tells its display.
@MainActor
protocol SubscribePresenterInterface: AnyObject {
  func showBusy(_ isBusy: Bool)
  func showIssue(_ message: String)
  func showSubscribed(_ email: String)
}
