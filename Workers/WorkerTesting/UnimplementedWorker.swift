public import Testing

/// Where an unimplemented double was made and which worker it stands in for; each use records
/// an issue, as a dependency the test did not set up should.
///
/// Every worker's testing module builds its `unimplemented(sourceLocation:)` double on it, and
/// so can an application's double of its own worker:
///
/// <!-- swift-check
/// protocol MailWorkerInterface: Sendable {
///   func send(to recipient: String) async
/// }
/// -->
/// ```swift
/// struct MailDouble: MailWorkerInterface {
///   let unimplemented: UnimplementedWorker
///
///   func send(to recipient: String) async {
///     unimplemented.report("send(to: \"\(recipient)\")")
///   }
/// }
/// ```
public struct UnimplementedWorker: Sendable {
  /// The worker's name, such as "CacheWorker".
  public let worker: String

  /// Where the double was made, typically where the test builds its container.
  public let sourceLocation: SourceLocation

  /// Creates the record of a double the test did not set up.
  ///
  /// - Parameters:
  ///   - worker: The worker's name, as failures name it, such as "CacheWorker".
  ///   - sourceLocation: Where failures are reported: the line that made the double.
  public init(worker: String, sourceLocation: SourceLocation = #_sourceLocation) {
    self.worker = worker
    self.sourceLocation = sourceLocation
  }

  /// Records that the test used the worker without setting it up.
  ///
  /// - Parameter call: The call, with its arguments, such as `value(of: String, forKey: "a")`.
  public func report(_ call: String) {
    Issue.record(
      "Unimplemented \(worker): \(call) was called, but the test did not set up this worker",
      sourceLocation: sourceLocation)
  }
}
