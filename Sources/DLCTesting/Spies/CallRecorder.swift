public import Testing

/// Records the calls a spy receives, so that each method of the spy is one line and the test
/// states the calls it expects by making them, type-checked, on the spy itself.
///
/// It keeps ``CallLog``'s rules: an unexpected call fails the test as it happens once the test
/// has declared what may come next, and every call must be checked by the end.
///
/// ```swift
/// final class LoginPresenterSpy: LoginPresenting, SceneSpy {
///   let recorder = CallRecorder("LoginPresenter")
///
///   func showError(_ message: String?) { recorder.record(message) }
///   func showSubmitting(_ isSubmitting: Bool) { recorder.record(isSubmitting) }
/// }
///
/// presenter.expect { $0.showError(nil); $0.showSubmitting(true) }
/// logic.submit()
/// presenter.assertNoUnassertedCalls()
/// ```
@MainActor
public final class CallRecorder {
  /// The strict log the calls go to.
  public let log: CallLog<SpyCall>

  /// The calls being declared by ``expect(sourceLocation:_:)`` or
  /// ``assertCalls(sourceLocation:_:)``, while their closure runs.
  private var declared: [SpyCall]?

  /// Creates a recorder.
  ///
  /// - Parameter name: How failures name the spy, such as "LoginPresenter".
  public init(_ name: String) {
    log = CallLog(name)
  }

  /// The calls received and not checked yet, oldest first.
  public var calls: [SpyCall] { log.calls }

  /// Records a call; each method of a spy calls this with its arguments.
  ///
  /// - Parameters:
  ///   - arguments: The method's arguments, in order.
  ///   - function: The method; the caller's by default.
  /// - Returns: Whether the call was received, rather than declared by the test; a spy that
  ///   does more than record does it only then.
  @discardableResult
  public func record(_ arguments: any Equatable & Sendable..., function: String = #function)
    -> Bool
  {
    let call = SpyCall(function: function, arguments: arguments)
    guard declared == nil else {
      declared?.append(call)
      return false
    }
    log.record(call)
    return true
  }

  /// Declares the calls that may come next, in order, by making them in `calls`; from then on
  /// any other call fails the test as it happens.
  ///
  /// - Parameters:
  ///   - sourceLocation: Where an unexpected call is reported; the caller's line by default.
  ///   - calls: Makes the calls that may come next on the spy; none to say that none may.
  public func expect(
    sourceLocation: SourceLocation = #_sourceLocation,
    _ calls: () -> Void = {}
  ) {
    log.expect(contentsOf: declaring(calls), sourceLocation: sourceLocation)
  }

  /// Checks that exactly the calls made in `calls` were received since the last check, in
  /// order, then clears them.
  ///
  /// - Parameters:
  ///   - sourceLocation: Where a failure is reported; the caller's line by default.
  ///   - calls: Makes the expected calls on the spy.
  public func assertCalls(
    sourceLocation: SourceLocation = #_sourceLocation,
    _ calls: () -> Void
  ) {
    log.assertCalls(declaring(calls), sourceLocation: sourceLocation)
  }

  /// Checks that every call received was checked and every declared call came.
  ///
  /// - Parameter sourceLocation: Where a failure is reported; the caller's line by default.
  public func assertNoUnassertedCalls(sourceLocation: SourceLocation = #_sourceLocation) {
    log.assertNoUnassertedCalls(sourceLocation: sourceLocation)
  }

  /// The calls `calls` makes on the spy, declared rather than received: for comparing with
  /// ``calls``.
  ///
  /// - Parameter calls: Makes calls on the spy.
  /// - Returns: The calls, in order.
  public func declaring(_ calls: () -> Void) -> [SpyCall] {
    startDeclaring()
    calls()
    return finishDeclaring()
  }

  /// From now on, calls are declared rather than received.
  func startDeclaring() {
    declared = []
  }

  /// Ends declaring calls.
  ///
  /// - Returns: The calls declared since ``startDeclaring()``.
  func finishDeclaring() -> [SpyCall] {
    defer { declared = nil }
    return declared ?? []
  }
}
