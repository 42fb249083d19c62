import DLC

/// Performs the shelf's transitions for every scene.
typealias ShelfNavigator = SceneNavigator<ShelfDC>
