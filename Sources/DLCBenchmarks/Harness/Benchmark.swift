/// One measurement: our code and a baseline that does the same work by hand.
///
/// Both sides run the same number of operations per timed sample and return a checksum of what
/// they produced. The sampler checks that the two checksums agree, which proves the two sides did
/// the same work and keeps the compiler from dropping work whose result nobody reads.
protocol Benchmark: Sendable {
  /// The name in the table, in JSON lines and for `--filter`.
  static var name: String { get }

  /// The limit the design sets for this measurement, if it sets one.
  var budget: Budget? { get }

  /// How many operations one timed sample runs, or `nil` to let the sampler choose a count that
  /// makes a sample long enough to time precisely.
  var operationsPerSample: Int? { get }

  /// Runs our code `count` times.
  ///
  /// - Returns: A checksum of what the operations produced.
  func ours(_ count: Int) async throws -> Int

  /// Runs the hand-written baseline `count` times.
  ///
  /// - Returns: A checksum of what the operations produced; equal to ours for the same count.
  func baseline(_ count: Int) async throws -> Int
}
