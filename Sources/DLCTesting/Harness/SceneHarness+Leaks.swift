import DLC
public import Testing

extension SceneHarness {
  /// Takes every scene off the stage, settles, and fails naming each object of any scene the
  /// stage showed that is still alive: the one call that ends a test.
  ///
  /// Each object is named with its type, its scene and the property path that reached it, such
  /// as `LoginPresenter of scene 'Login' at logic.presenter`. The harness is empty afterwards.
  ///
  /// - Parameter sourceLocation: Where the failure is reported; the caller's line by default.
  public func assertAllScenesFreed(sourceLocation: SourceLocation = #_sourceLocation) async {
    stage.removeAllScenes()
    await stage.settle()
    tracker.assertFreed(sourceLocation: sourceLocation)
  }

  /// Settles, then fails naming each object still alive of a scene that has left the stage;
  /// scenes still on the stage are not checked.
  ///
  /// Use it in the middle of a test, such as right after going back from a scene.
  ///
  /// - Parameter sourceLocation: Where the failure is reported; the caller's line by default.
  public func assertDepartedScenesFreed(sourceLocation: SourceLocation = #_sourceLocation) async {
    await settle()
    let shown = stage.allScenes
    tracker.assertFreed(sourceLocation: sourceLocation) { root in
      guard let root else { return true }
      return !shown.contains { $0 === root }
    }
  }
}
