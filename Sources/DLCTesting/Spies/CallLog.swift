public import DLC
import Synchronization
public import Testing

/// The record of calls a hand-written spy received: strict, ordered and exhaustive.
///
/// A spy of a presenter or navigator interface holds a log and records each call as a value of
/// its own `Call` enum. The test then checks the calls:
///
/// - ``assertCalls(_:sourceLocation:)`` checks the exact sequence received since the last
///   check, and clears it.
/// - ``expect(_:sourceLocation:)-([Call],_)`` declares the calls that may come next, in order; from then
///   on any other call fails the test the moment it happens.
/// - ``assertNoUnassertedCalls(sourceLocation:)``, once at the end, fails for every call the
///   test never checked and every declared call that never came, as an exhaustive test store
///   does.
///
/// ```swift
/// @MainActor
/// final class WelcomeNavigatorSpy: WelcomeNavigatorInterface {
///   enum Call: Equatable {
///     case showLogin
///   }
///
///   let log = CallLog<Call>("WelcomeNavigator")
///
///   func showLogin() { log.record(.showLogin) }
/// }
/// ```
///
/// <!-- swift-check
/// @MainActor
/// func example(navigator: WelcomeNavigatorSpy, logic: WelcomeLogic) {
///   <#example#>
/// }
/// -->
/// ```swift
/// navigator.log.expect(.showLogin)
/// logic.signIn()
/// navigator.log.assertNoUnassertedCalls()
/// ```
public final class CallLog<Call: Equatable & Sendable>: Sendable, SharedAcrossScenes {
  private struct State {
    var unasserted: [Call] = []
    var expected: [Call] = []
    /// Where the test last declared what may come next; calls are strict once it has.
    var declaration: SourceLocation?
    /// While a ``Spy`` closure describes calls, the calls it makes; they are not received.
    var captured: [Call]?
  }

  /// How failures name the spy, such as "LoginPresenter".
  public let name: String

  private let state = Mutex(State())

  /// Creates an empty log.
  ///
  /// - Parameter name: How failures name the spy; the `Call` type's name by default.
  public init(_ name: String? = nil) {
    self.name = name ?? String(describing: Call.self)
  }

  /// The calls received since the last ``assertCalls(_:sourceLocation:)``, oldest first;
  /// declared calls that arrived as expected are not among them.
  public var calls: [Call] {
    state.withLock { $0.unasserted }
  }

  /// Records a call; a spy calls this from each method of the interface it stands in for.
  ///
  /// Once the test has declared what may come next with ``expect(_:sourceLocation:)-([Call],_)``, a call
  /// that is not the next declared one fails the test here, reported at the declaration.
  ///
  /// - Parameter call: The call, with its arguments.
  public func record(_ call: Call) {
    let failure = state.withLock { state -> (String, SourceLocation)? in
      if state.captured != nil {
        state.captured?.append(call)
        return nil
      }
      guard let declaration = state.declaration else {
        state.unasserted.append(call)
        return nil
      }
      if let next = state.expected.first, next == call {
        state.expected.removeFirst()
        return nil
      }
      let wanted = state.expected.first.map { "expected \($0) next" } ?? "expected no more calls"
      return ("\(name) received an unexpected call \(call); \(wanted)", declaration)
    }
    if let (message, location) = failure {
      Issue.record(Comment(rawValue: message), sourceLocation: location)
    }
  }

  /// Declares the calls that may come next, in order, and makes every later call strict.
  ///
  /// A call that is not the next declared one, or any call once all declared ones have come,
  /// fails the test as it happens. Declared calls that arrive count as checked. The
  /// declaration adds to one made earlier that has not been used up.
  ///
  /// - Parameters:
  ///   - calls: The calls that may come next, in order; none to say that no call may come.
  ///   - sourceLocation: Where an unexpected call is reported; the caller's line by default.
  public func expect(_ calls: Call..., sourceLocation: SourceLocation = #_sourceLocation) {
    expect(calls, sourceLocation: sourceLocation)
  }

  /// Declares the calls that may come next, in order, as the variadic form does.
  ///
  /// - Parameters:
  ///   - calls: The calls, in order.
  ///   - sourceLocation: Where unexpected calls are reported.
  public func expect(_ calls: [Call], sourceLocation: SourceLocation = #_sourceLocation) {
    state.withLock { state in
      state.expected.append(contentsOf: calls)
      state.declaration = sourceLocation
    }
  }

  /// Checks that exactly these calls were received since the last check, in this order, then
  /// clears them.
  ///
  /// - Parameters:
  ///   - expected: The calls, oldest first.
  ///   - sourceLocation: Where a failure is reported; the caller's line by default.
  public func assertCalls(_ expected: [Call], sourceLocation: SourceLocation = #_sourceLocation) {
    let received = state.withLock { state in
      defer { state.unasserted = [] }
      return state.unasserted
    }
    guard received != expected else { return }
    let diff = LineDiff(old: expected.map { "\($0)" }, new: received.map { "\($0)" })
    let message = """
      \(name) received other calls than expected (- expected, + received):
      \(diff.rendered())
      """
    Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
  }

  /// Checks that every call received was checked and every declared call came: the end of a
  /// test that uses the spy.
  ///
  /// - Parameter sourceLocation: Where a failure is reported; the caller's line by default.
  public func assertNoUnassertedCalls(sourceLocation: SourceLocation = #_sourceLocation) {
    let (unasserted, missing) = state.withLock { ($0.unasserted, $0.expected) }
    var problems: [String] = []
    if !unasserted.isEmpty {
      problems.append(
        "received calls the test did not check:\n"
          + unasserted.map { "  \($0)" }.joined(separator: "\n"))
    }
    if !missing.isEmpty {
      problems.append(
        "never received expected calls:\n" + missing.map { "  \($0)" }.joined(separator: "\n"))
    }
    guard !problems.isEmpty else { return }
    let message = "\(name) " + problems.joined(separator: "\n\(name) ")
    Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
  }

  /// Whether calls are being captured as a test's description rather than received.
  var isCapturing: Bool {
    state.withLock { $0.captured != nil }
  }

  /// The calls `body` makes, captured instead of received: how a ``Spy`` turns calls written
  /// in a test into expected calls.
  ///
  /// - Parameter body: Calls the spy's methods.
  /// - Returns: The calls made, in order.
  func capturing(_ body: () -> Void) -> [Call] {
    state.withLock { $0.captured = [] }
    body()
    return state.withLock { state in
      defer { state.captured = nil }
      return state.captured ?? []
    }
  }
}
