/// A benchmark whose every sample of ours runs a whole program over a large input.
///
/// One sample lasts seconds, so the sampler takes the few rounds its plan allows for such runs
/// rather than its usual dozens, and reports the most memory the program held at once.
protocol ProgramRunBenchmark: Benchmark {
  /// The most resident memory the design allows the program, in bytes.
  var peakMemoryLimit: Int { get }

  /// The highest resident set size of any run of the program so far, in bytes.
  @MainActor var peakResidentBytes: Int { get }
}
