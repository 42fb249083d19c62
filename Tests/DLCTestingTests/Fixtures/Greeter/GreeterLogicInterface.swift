/// The Greeter's use cases.
@MainActor
protocol GreeterLogicInterface: AnyObject {
  func start()
  func changeName(to name: String)
  func greet()
  func openEntry(at index: Int)
}
