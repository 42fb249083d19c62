public import Testing

/// A spy of a scene's presenter or navigator interface, recording into a ``CallRecorder``;
/// the test states the calls it expects by making them on the spy.
///
/// ```swift
/// final class WelcomeNavigatorSpy: WelcomeNavigating, SceneSpy {
///   let recorder = CallRecorder("WelcomeNavigator")
///
///   func showLogin() { recorder.record() }
/// }
///
/// navigator.expect { $0.showLogin() }
/// logic.signIn()
/// navigator.assertNoUnassertedCalls()
/// ```
@MainActor
public protocol SceneSpy: AnyObject {
  /// Creates a spy that has received nothing.
  init()

  /// Where the spy's methods record their calls.
  var recorder: CallRecorder { get }
}

extension SceneSpy {
  /// Declares the calls that may come next, in order, by making them on the spy; from then on
  /// any other call fails the test as it happens. See ``CallRecorder/expect(sourceLocation:_:)``.
  ///
  /// - Parameters:
  ///   - sourceLocation: Where an unexpected call is reported; the caller's line by default.
  ///   - calls: Makes the calls that may come next on the spy it is given.
  public func expect(
    sourceLocation: SourceLocation = #_sourceLocation,
    _ calls: (Self) -> Void = { _ in }
  ) {
    recorder.expect(sourceLocation: sourceLocation) { calls(self) }
  }

  /// Checks that exactly the calls made on the spy in `calls` were received since the last
  /// check, in order, then clears them. See ``CallRecorder/assertCalls(sourceLocation:_:)``.
  ///
  /// - Parameters:
  ///   - sourceLocation: Where a failure is reported; the caller's line by default.
  ///   - calls: Makes the expected calls on the spy it is given.
  public func assertCalls(
    sourceLocation: SourceLocation = #_sourceLocation,
    _ calls: (Self) -> Void
  ) {
    recorder.assertCalls(sourceLocation: sourceLocation) { calls(self) }
  }

  /// The calls `calls` makes on a new spy, for comparing with a recorder's
  /// ``CallRecorder/calls``.
  ///
  /// - Parameter calls: Makes calls on the spy it is given.
  /// - Returns: The calls, in order.
  @MainActor
  public static func calls(_ calls: (Self) -> Void) -> [SpyCall] {
    let spy = Self()
    spy.recorder.startDeclaring()
    calls(spy)
    return spy.recorder.finishDeclaring()
  }

  /// Checks that every call received was checked and every declared call came.
  ///
  /// - Parameter sourceLocation: Where a failure is reported; the caller's line by default.
  public func assertNoUnassertedCalls(sourceLocation: SourceLocation = #_sourceLocation) {
    recorder.assertNoUnassertedCalls(sourceLocation: sourceLocation)
  }
}
