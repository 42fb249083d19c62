/// The Subscribe scene's use cases.
@MainActor
protocol SubscribeLogicInterface: AnyObject {
  func subscribe(email: String)
  func finish()
}
