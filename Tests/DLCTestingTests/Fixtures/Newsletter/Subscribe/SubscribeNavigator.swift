import DLC

/// Where the Subscribe logic can go.
protocol SubscribeNavigatorInterface: SceneRole {
  func close()
}

/// Leaves the Subscribe scene.
final class SubscribeNavigator: SceneNavigator<any NewsletterDCInterface>,
  SubscribeNavigatorInterface
{
  func close() {
    goBack()
  }
}
