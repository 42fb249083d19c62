/// Where the Subscribe logic can go.
@MainActor
protocol SubscribeNavigatorInterface: AnyObject {
  func close()
}
