public import Testing

/// A hand-written stand-in for a presenter or navigator interface whose methods each record
/// their call in one line; the test then writes the calls it expects as calls.
///
/// ```swift
/// final class WelcomePresenterSpy: WelcomePresenterInterface, Spy {
///   let log = CallLog<SpyCall>("WelcomePresenter")
///   func showGreeting(_ greeting: String) { record(greeting) }
/// }
/// ```
///
/// <!-- swift-check
/// @MainActor
/// func example(presenter: WelcomePresenterSpy, logic: WelcomeLogic) {
///   <#example#>
/// }
/// -->
/// ```swift
/// presenter.expect { $0.showGreeting("Welcome to Atlas") }
/// logic.start()
/// presenter.assertNoUnassertedCalls()
/// ```
///
/// It keeps ``CallLog``'s strictness: once a test has said what to expect, any other call
/// fails as it happens, and ``assertNoUnassertedCalls(sourceLocation:)`` fails for every call
/// never checked.
@MainActor
public protocol Spy: AnyObject {
  /// Where the spy's calls are recorded.
  var log: CallLog<SpyCall> { get }
}

extension Spy {
  /// Records a call of the method it is called from.
  ///
  /// - Parameters:
  ///   - arguments: The arguments worth checking, in order.
  ///   - function: The calling method; leave the default.
  /// - Returns: `true` for a call received, `false` for one a test wrote in ``expect(sourceLocation:_:)`` or
  ///   ``assertCalls(sourceLocation:_:)``: a method with side effects (keeping a callback, say) does them
  ///   only when it returns `true`.
  @discardableResult
  public func record(_ arguments: Any..., function: String = #function) -> Bool {
    let isReceived = !log.isCapturing
    log.record(SpyCall(function: function, arguments: arguments))
    return isReceived
  }

  /// Declares the calls that may come next, written as calls on the spy; from then on any
  /// other call fails the test as it happens.
  ///
  /// - Parameters:
  ///   - sourceLocation: Where an unexpected call is reported.
  ///   - calls: Calls the spy's methods, in the order they may come.
  public func expect(
    sourceLocation: SourceLocation = #_sourceLocation, _ calls: (Self) -> Void
  ) {
    log.expect(log.capturing { calls(self) }, sourceLocation: sourceLocation)
  }

  /// Checks the exact calls received since the last check, written as calls on the spy.
  ///
  /// - Parameters:
  ///   - sourceLocation: Where a difference is reported.
  ///   - calls: Calls the spy's methods, in the order they should have come.
  public func assertCalls(
    sourceLocation: SourceLocation = #_sourceLocation, _ calls: (Self) -> Void
  ) {
    log.assertCalls(log.capturing { calls(self) }, sourceLocation: sourceLocation)
  }

  /// Checks that no call was received since the last check.
  ///
  /// - Parameter sourceLocation: Where a call is reported.
  public func assertNoCalls(sourceLocation: SourceLocation = #_sourceLocation) {
    log.assertCalls([], sourceLocation: sourceLocation)
  }

  /// Fails for every call the test never checked and every expected call that never came.
  ///
  /// - Parameter sourceLocation: Where the failure is reported.
  public func assertNoUnassertedCalls(sourceLocation: SourceLocation = #_sourceLocation) {
    log.assertNoUnassertedCalls(sourceLocation: sourceLocation)
  }
}
