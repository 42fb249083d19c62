/// Measures a benchmark: sizes its samples, warms it up, then times both sides in alternating
/// rounds and takes the median of each.
///
/// Every round times one sample of ours and one of the baseline, the order swapped from one
/// round to the next, so drift in the machine's speed (frequency scaling, other work on a shared
/// core) reaches both sides alike. Medians ignore the odd sample that a preemption spoilt.
@MainActor
struct Sampler {
  let plan: SamplingPlan
  private let clock = ContinuousClock()

  init(plan: SamplingPlan) {
    self.plan = plan
  }

  /// Measures a benchmark and judges the result against its budget.
  ///
  /// - Parameters:
  ///   - benchmark: What to measure.
  ///   - name: The result's name; the benchmark's own name if `nil`.
  /// - Returns: Both medians, their ratio and the budget's verdict.
  /// - Throws: ``BenchmarkError/disagreement(benchmark:ours:baseline:)`` when the two sides did
  ///   not do the same work, or whatever error either side threw.
  func measure<Measured: Benchmark>(
    _ benchmark: Measured,
    named name: String? = nil
  ) async throws -> BenchmarkResult {
    let count = try await operationsPerSample(for: benchmark)
    let programRun = benchmark as? any ProgramRunBenchmark
    let warmUpRounds = programRun == nil ? plan.warmUpRounds : plan.programRunWarmUpRounds
    let minimumRounds = programRun == nil ? plan.minimumRounds : plan.programRunRounds
    let maximumRounds = programRun == nil ? plan.maximumRounds : plan.programRunRounds
    for round in 0..<warmUpRounds {
      _ = try await timeRound(of: benchmark, count: count, oursFirst: round.isMultiple(of: 2))
    }
    var ours: [Double] = []
    var baseline: [Double] = []
    var viperModule: [Double] = []
    let deadline = clock.now.advanced(by: plan.timeLimit)
    while ours.count < minimumRounds || (ours.count < maximumRounds && clock.now < deadline) {
      let round = try await timeRound(
        of: benchmark, count: count, oursFirst: ours.count.isMultiple(of: 2))
      ours.append(round.ours / Double(count))
      baseline.append(round.baseline / Double(count))
      if let module = round.viperModule {
        viperModule.append(module / Double(count))
      }
    }
    let viperCompared = benchmark as? any ViperComparedBenchmark
    return BenchmarkResult(
      name: name ?? Measured.name,
      oursMedianNanoseconds: ours.median,
      baselineMedianNanoseconds: baseline.median,
      iterations: ours.count * count,
      budget: benchmark.budget,
      peakMemory: programRun.map {
        PeakMemory(bytes: $0.peakResidentBytes, limit: $0.peakMemoryLimit)
      },
      viperComparison: viperCompared.map {
        ViperComparison(
          oursMedianNanoseconds: ours.median, medianNanoseconds: viperModule.median,
          limit: $0.viperRatioLimit)
      }
    )
  }

  /// The benchmark's own sample size, else the smallest power of two that makes the slower
  /// side's sample last the plan's target duration; sizing doubles as the first warm-up.
  ///
  /// Sizing on the slower side keeps its samples short: the longer a sample, the likelier a
  /// preemption on a busy machine spoils it, and the slower side is the one that runs longer.
  private func operationsPerSample(for benchmark: some Benchmark) async throws -> Int {
    if let fixed = benchmark.operationsPerSample {
      return fixed
    }
    let target = plan.targetSampleDuration.nanoseconds
    // The first calls pay for one-time setup (lazy globals, type metadata) that must not count.
    _ = try await timeRound(of: benchmark, count: 1, oursFirst: true)
    var count = 1
    while count < plan.maximumOperationsPerSample {
      // Two rounds must reach the target: a preemption can stretch a single one.
      if try await lastsTarget(benchmark, count: count, target: target),
        try await lastsTarget(benchmark, count: count, target: target)
      {
        break
      }
      count *= 2
    }
    return count
  }

  private func lastsTarget(
    _ benchmark: some Benchmark,
    count: Int,
    target: Double
  ) async throws -> Bool {
    let round = try await timeRound(of: benchmark, count: count, oursFirst: true)
    return max(round.ours, round.baseline) >= target
  }

  /// The code a round times.
  private enum Side: Hashable {
    case ours, viperModule, baseline
  }

  /// Times one sample of each side, ours first or last, and checks that they agree.
  ///
  /// A benchmark compared with a VIPER module has a third side, timed between the other two.
  private func timeRound<Measured: Benchmark>(
    of benchmark: Measured,
    count: Int,
    oursFirst: Bool
  ) async throws -> (ours: Double, baseline: Double, viperModule: Double?) {
    let viperCompared = benchmark as? any ViperComparedBenchmark
    var sides: [Side] =
      viperCompared == nil ? [.ours, .baseline] : [.ours, .viperModule, .baseline]
    if !oursFirst {
      sides.reverse()
    }
    var times: [Side: Double] = [:]
    var checksums: [Side: Int] = [:]
    for side in sides {
      let timed = try await time {
        switch side {
        case .ours: try await benchmark.ours(count)
        case .baseline: try await benchmark.baseline(count)
        case .viperModule: try await viperCompared?.viperModule(count) ?? 0
        }
      }
      times[side] = timed.nanoseconds
      checksums[side] = timed.checksum
    }
    let ours = checksums[.ours, default: 0]
    for (side, checksum) in checksums where checksum != ours {
      throw BenchmarkError.disagreement(
        benchmark: side == .viperModule ? "\(Measured.name) (VIPER module)" : Measured.name,
        ours: ours, baseline: checksum)
    }
    return (times[.ours, default: 0], times[.baseline, default: 0], times[.viperModule])
  }

  private func time(
    _ sample: () async throws -> Int
  ) async throws -> (nanoseconds: Double, checksum: Int) {
    let start = clock.now
    let checksum = try await sample()
    return (start.duration(to: clock.now).nanoseconds, checksum)
  }
}
