import DLC

/// Makes scenes that hold themselves, and lets them go at the end of a test.
@MainActor
final class HeldScenes {
  private var made: [ButtonScene] = []

  /// A scene named `Held` that keeps itself alive off the stage.
  func make() -> ButtonScene {
    let scene = ButtonScene("Held")
    scene.holder = scene
    made.append(scene)
    return scene
  }

  /// Breaks every cycle and tells whether each scene was then freed.
  func release() -> Bool {
    let weakOnes = made.map { WeakScene(scene: $0) }
    for scene in made {
      scene.holder = nil
    }
    made = []
    return weakOnes.allSatisfy { $0.scene == nil }
  }

  private struct WeakScene {
    weak var scene: ButtonScene?
  }
}
