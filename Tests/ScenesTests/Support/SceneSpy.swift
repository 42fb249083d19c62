import DLCTesting

/// A hand-written spy of a scene's presenter or navigator: it records every call in a strict
/// call log.
@MainActor
protocol SceneSpy: AnyObject {
  /// One recorded call.
  associatedtype Call: Equatable & Sendable

  init()

  /// The calls the spy received, in order.
  var log: CallLog<Call> { get }
}
