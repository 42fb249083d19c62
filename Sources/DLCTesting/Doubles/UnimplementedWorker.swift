import Testing

/// Where an unimplemented double was made and which worker it stands in for; each use records
/// an issue, as a dependency the test did not set up should.
struct UnimplementedWorker: Sendable {
  /// The worker's name, such as "CacheWorker".
  let worker: String

  /// Where the double was made, typically where the test builds its container.
  let sourceLocation: SourceLocation

  /// What the test failed to set up, as the report names it: a worker, or a container's clock.
  var kind = "worker"

  /// Records that the test used the worker without setting it up.
  ///
  /// - Parameter call: The call, with its arguments, such as `value(of: String, forKey: "a")`.
  func report(_ call: String) {
    Issue.record(
      "Unimplemented \(worker): \(call) was called, but the test did not set up this \(kind)",
      sourceLocation: sourceLocation)
  }
}
