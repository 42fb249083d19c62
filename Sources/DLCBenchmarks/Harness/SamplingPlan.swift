/// How long and how often the sampler measures: briefly with `--quick`, thoroughly without.
struct SamplingPlan: Sendable, Equatable {
  /// How long one timed sample should at least last when the sampler chooses its size.
  var targetSampleDuration: Duration
  /// The most operations the sampler puts in one sample.
  var maximumOperationsPerSample: Int
  /// Untimed rounds of both sides once the sample size is known.
  var warmUpRounds: Int
  /// Timed rounds taken whatever the time.
  var minimumRounds: Int
  /// Timed rounds taken at most.
  var maximumRounds: Int
  /// After this much time of timed rounds the sampler stops once it has its minimum.
  var timeLimit: Duration
  /// Untimed rounds of a benchmark that runs a whole program a sample.
  var programRunWarmUpRounds = 0
  /// Timed rounds of a benchmark that runs a whole program a sample: each lasts seconds.
  var programRunRounds = 1

  /// A few seconds a benchmark: the whole run stays well under a minute.
  static let quick = SamplingPlan(
    targetSampleDuration: .microseconds(500),
    maximumOperationsPerSample: 1 << 16,
    warmUpRounds: 5,
    minimumRounds: 11,
    maximumRounds: 101,
    timeLimit: .seconds(2),
    programRunWarmUpRounds: 0,
    programRunRounds: 1
  )

  /// Up to half a minute a benchmark: the whole run stays under five minutes.
  static let full = SamplingPlan(
    targetSampleDuration: .milliseconds(1),
    maximumOperationsPerSample: 1 << 20,
    warmUpRounds: 10,
    minimumRounds: 31,
    maximumRounds: 3_001,
    timeLimit: .seconds(30),
    programRunWarmUpRounds: 1,
    programRunRounds: 3
  )
}
