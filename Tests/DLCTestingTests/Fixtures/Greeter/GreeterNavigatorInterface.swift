/// Where the Greeter's logic can go.
@MainActor
protocol GreeterNavigatorInterface: AnyObject {
  func showDetail(of entry: String)
}
