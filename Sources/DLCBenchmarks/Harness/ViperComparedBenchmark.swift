/// A benchmark that also does its work through a scene written by hand as a VIPER module: the
/// way a peer would build the same screen, and the design's yardstick for a scene's costs.
///
/// The sampler times the module as a third side in every round, beside ours and the baseline,
/// and reports both ratios.
protocol ViperComparedBenchmark: Benchmark {
  /// The most ours may take, as a multiple of the VIPER module's time.
  var viperRatioLimit: Double { get }

  /// Does the same work through the VIPER module `count` times.
  ///
  /// - Returns: A checksum of what the operations produced; equal to ours for the same count.
  func viperModule(_ count: Int) async throws -> Int
}
