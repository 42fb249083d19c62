import DLC

/// Where the Counter can go: nowhere yet; a transition is added here, with its use case.
protocol CounterNavigatorInterface: SceneRole {}

final class CounterNavigator: SceneNavigator<any Act1DCInterface>, CounterNavigatorInterface {}
