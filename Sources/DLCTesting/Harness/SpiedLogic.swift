public import DLC
public import Testing

// `Logic` is bound to a scene's logic class by `withLogic` alone. Also bound to `AnyObject`
// here, it made Swift 6.3 crash compiling a test target that calls `withLogic` in a release
// build (a SIL function type mismatch, `AnyObject` against `_NativeClass`).
/// A scene's logic and the spies of its presenter and navigator, named once in a suite, for
/// each test to run in ``withLogic(setup:dc:sourceLocation:_:)``.
///
/// ```swift
/// @MainActor
/// @Suite struct WelcomeLogicTests {
///   private let spied = SpiedLogic<WelcomeLogic, WelcomePresenterSpy, WelcomeNavigatorSpy>()
///
///   @Test func signInShowsTheLoginForm() async {
///     await spied.withLogic(setup: Welcome.Setup(), dc: Act1DCStub()) { logic, _, navigator, _ in
///       navigator.expect { $0.showLogin() }
///
///       logic.signIn()
///     }
///   }
/// }
/// ```
///
/// Each spy must adopt the interface the logic knows its part by (`SceneParts.Presenter`,
/// `SceneParts.Navigator`).
@MainActor
public struct SpiedLogic<Logic, PresenterSpy: SceneSpy, NavigatorSpy: SceneSpy> {
  /// Names the logic and its spies.
  public init() {}

  /// Runs a test of the logic, built with the suite's spies, a container and tasks of its own;
  /// then waits for the logic's work, checks that the test checked every spy call, and that
  /// the logic, everything it holds, its spies, its tasks and the container were all freed.
  ///
  /// - Parameters:
  ///   - setup: What the scene is created with.
  ///   - makeDC: The act's container, typically a stub whose workers the test hands in; made
  ///     when the test starts, and checked to be freed at its end.
  ///   - sourceLocation: Where failures are reported; the caller's line by default.
  ///   - body: The test, given the logic, the presenter's and navigator's spies, and the tasks
  ///     the logic starts its work through.
  /// - Throws: What the body throws; nothing is checked after it threw.
  public func withLogic<Parts: SceneParts>(
    setup: Parts.Setup,
    dc makeDC: @autoclosure () -> Parts.Dependencies,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: @MainActor (Logic, PresenterSpy, NavigatorSpy, SceneTasks) async throws -> Void
  ) async rethrows where Logic: SceneLogic<Parts> {
    let tracker = LeakTracker()
    do {
      let presenter = tracker.track(PresenterSpy())
      let navigator = tracker.track(NavigatorSpy())
      // Each spy stands in for its part only through the part's interface, which only the test
      // target knows: a spy that does not adopt it is a mistake in the suite's own declarations.
      guard let asPresenter = presenter as? Parts.Presenter,
        let asNavigator = navigator as? Parts.Navigator
      else {
        Issue.record(
          """
          \(PresenterSpy.self) or \(NavigatorSpy.self) does not adopt \
          \(Parts.Presenter.self) or \(Parts.Navigator.self)
          """, sourceLocation: sourceLocation)
        return
      }
      let tasks = tracker.track(SceneTasks())
      // Made here rather than by the caller, so that nothing outside this block holds it.
      let dc = makeDC()
      tracker.track(dc as AnyObject, named: "\(Parts.name)'s container")
      let logic = tracker.trackObjects(
        reachableFrom: Logic(
          SceneContext(
            setup: setup, dc: dc, presenter: asPresenter, navigator: asNavigator, tasks: tasks)))

      try await body(logic, presenter, navigator, tasks)
      await tasks.waitUntilFinished()

      presenter.assertNoUnassertedCalls(sourceLocation: sourceLocation)
      navigator.assertNoUnassertedCalls(sourceLocation: sourceLocation)
    }
    tracker.assertFreed(sourceLocation: sourceLocation)
  }
}
