import DLC

/// Where Greeting's logic can go: nowhere yet, but every scene has a navigator.
protocol GreetingNavigatorInterface: SceneRole {}
