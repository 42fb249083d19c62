/// A ``Spy`` of a scene's presenter or navigator that the test kit can create, as
/// ``SpiedLogic`` does.
///
/// A spy whose only stored property is its log conforms as it is:
///
/// ```swift
/// final class WelcomePresenterSpy: WelcomePresenterInterface, SceneSpy {
///   let log = CallLog<SpyCall>("WelcomePresenter")
///   func showGreeting(_ greeting: String) { record(greeting) }
/// }
/// ```
@MainActor
public protocol SceneSpy: Spy {
  /// Creates a spy that has heard nothing yet.
  init()
}
