public import DLC

/// What renders a screen as text, as `dlc` prints it: a `Stage` or a ``SceneHarness``, so that
/// one ``assertSnapshot(of:named:in:record:filePath:function:sourceLocation:)-(ScreenRendering,_,_,_,_,_,_)``
/// serves both.
@MainActor
public protocol ScreenRendering {
  /// The top scene, and the alert over it if one is up, as text.
  func render() -> String
}

extension Stage: ScreenRendering {}

extension SceneHarness: ScreenRendering {}
