import CacheWorker
import DLC

/// The slowest single call of a cache when many values arrive or expire at once; against the
/// same calls on a dictionary behind an actor (``DictionaryCache``).
///
/// A cache of 100,000 values, each stored with a time to live, is asked for its statistics
/// right after the burst of stores (``Moment/afterBurst``), or once 59,000 of them have expired
/// together (``Moment/afterExpiry``); then come rounds of the calls an application makes:
/// statistics, a lookup and a store. The dictionary gets the same stores and answers the same
/// rounds with its count, a lookup and a store. Every call is timed on its own: a median hides
/// a stall, and a stall holds the cache's actor, so every caller waits.
///
/// The budget is the slowest call, 1 ms, judged on processor time (``CallTime``): on a shared
/// machine, another process taking the core in the middle of a call stretches its wall-clock
/// time by milliseconds, whatever the call does. The wall-clock figures stand beside, and the
/// dictionary's, preempted alike, show how much of them the machine accounts for. Each side
/// makes a few runs, each on a fresh cache; the row reports the run whose slowest call is the
/// median one, and the worst of all runs.
struct CacheStallBenchmark {
  /// When the calls are timed.
  enum Moment: String, CaseIterable, Sendable {
    /// Right after 100,000 values have been stored.
    case afterBurst = "after-burst"
    /// Right after 59,000 of the 100,000 values have expired at once.
    case afterExpiry = "after-expiry"
  }

  /// What one run of one side timed.
  private struct Run {
    /// Each call after the burst or the expiry, on the wall clock.
    var wall = CallTimes()
    /// The same calls, in processor time.
    var processor = CallTimes()
    /// The slowest store of the burst, in processor time.
    var slowestBurstStore: Double = 0

    mutating func record(_ time: CallTime, in kind: WritableKeyPath<CallTimes, [Double]>) {
      wall[keyPath: kind].append(time.wall)
      processor[keyPath: kind].append(time.processor)
    }
  }

  static let name = "cache-stall"
  /// The values stored before the calls are timed.
  static let storedValues = 100_000
  /// Of every hundred values stored, how many expire together in ``Moment/afterExpiry``.
  static let expiringPerHundred = 59
  /// The rounds of statistics, lookup and store timed after the burst or the expiry.
  static let rounds = 1_000
  /// The budget: no single call of the cache takes longer, in nanoseconds.
  static let callLimit: Double = 1_000_000

  private static let briefTimeToLive = Duration.seconds(10)
  private static let lastingTimeToLive = Duration.seconds(3_600)

  let moment: Moment
  /// How many runs each side makes, each on a fresh cache.
  let runs: Int

  /// The row's name, such as `cache-stall-after-expiry`.
  var name: String { "\(Self.name)-\(moment.rawValue)" }

  /// Measures both sides, a run of each in turn.
  ///
  /// - Returns: The median statistics call beside the dictionary's count, and the slowest call
  ///   of each side against the budget.
  /// - Throws: ``BenchmarkError/unexpected(benchmark:detail:)`` if the cache's statistics are
  ///   wrong at the end of a run, or whatever storing a value threw.
  func measure() async throws -> BenchmarkResult {
    var ours: [Run] = []
    var baseline: [Run] = []
    for _ in 0..<runs {
      ours.append(try await runOurs())
      baseline.append(try await runBaseline())
    }
    var result = BenchmarkResult(
      name: name,
      oursMedianNanoseconds: ours.flatMap(\.wall.statistics).median,
      baselineMedianNanoseconds: baseline.flatMap(\.wall.statistics).median,
      iterations: ours.reduce(0) { $0 + $1.wall.count },
      budget: nil
    )
    let typical = Self.typical(ours)
    let dictionary = Self.typical(baseline)
    let time = Quantity.time(nanoseconds:)
    result.addLimit(
      budget: "slowest call ≤ \(time(Self.callLimit)) of processor time",
      measured: "slowest \(time(typical.processor.slowest)) "
        + "(statistics \(time(typical.processor.statistics.max() ?? 0)), "
        + "lookup \(time(typical.processor.lookups.max() ?? 0)), "
        + "store \(time(typical.processor.stores.max() ?? 0))), "
        + "worst of \(runs) runs \(time(ours.map(\.processor.slowest).max() ?? 0)), "
        + "first statistics \(time(typical.processor.statistics.first ?? 0)); "
        + "dictionary's slowest \(time(dictionary.processor.slowest)); "
        + "wall clock: slowest \(time(typical.wall.slowest)), "
        + "dictionary's \(time(dictionary.wall.slowest)); "
        + "slowest store of the burst \(time(typical.slowestBurstStore)), "
        + "dictionary's \(time(dictionary.slowestBurstStore))",
      isMet: typical.processor.slowest <= Self.callLimit
    )
    return result
  }

  // MARK: - Sides

  private func runOurs() async throws -> Run {
    let clock = ManualClock()
    let cache = CacheWorker(
      configuration: CacheConfiguration(maximumEntryCount: Self.storedValues), clock: clock)
    var run = Run()
    for index in 0..<Self.storedValues {
      let store = try await CallTime.of {
        try await cache.set(index, forKey: Self.key(index), timeToLive: Self.timeToLive(of: index))
      }
      run.slowestBurstStore = max(run.slowestBurstStore, store.time.processor)
    }
    if moment == .afterExpiry {
      clock.advance(by: Self.briefTimeToLive)
    }
    for index in 0..<Self.rounds {
      run.record(await CallTime.of { await cache.statistics() }.time, in: \CallTimes.statistics)
      run.record(
        await CallTime.of { await cache.value(of: Int.self, forKey: Self.key(index)) }.time,
        in: \CallTimes.lookups)
      run.record(
        try await CallTime.of {
          try await cache.set(index, forKey: Self.key(index), timeToLive: Self.lastingTimeToLive)
        }.time, in: \CallTimes.stores)
    }
    let entries = await cache.statistics().entries
    guard entries == expectedEntries else {
      throw BenchmarkError.unexpected(
        benchmark: name, detail: "\(entries) entries at the end, not \(expectedEntries)")
    }
    return run
  }

  private func runBaseline() async throws -> Run {
    let dictionary = DictionaryCache()
    var run = Run()
    for index in 0..<Self.storedValues {
      let store = try await CallTime.of { try await dictionary.set(index, forKey: Self.key(index)) }
      run.slowestBurstStore = max(run.slowestBurstStore, store.time.processor)
    }
    for index in 0..<Self.rounds {
      run.record(await CallTime.of { await dictionary.count }.time, in: \CallTimes.statistics)
      run.record(
        await CallTime.of { await dictionary.value(of: Int.self, forKey: Self.key(index)) }.time,
        in: \CallTimes.lookups)
      run.record(
        try await CallTime.of { try await dictionary.set(index, forKey: Self.key(index)) }.time,
        in: \CallTimes.stores)
    }
    return run
  }

  /// The values live at the end of a run: those that did not expire, and those stored again.
  private var expectedEntries: Int {
    guard moment == .afterExpiry else { return Self.storedValues }
    let lasting = (0..<Self.storedValues).count { !Self.expires($0) }
    let storedAgain = (0..<Self.rounds).count { Self.expires($0) }
    return lasting + storedAgain
  }

  // MARK: - Support

  private static func key(_ index: Int) -> String {
    "/countries/\(index)"
  }

  private static func expires(_ index: Int) -> Bool {
    index % 100 < expiringPerHundred
  }

  private static func timeToLive(of index: Int) -> Duration {
    expires(index) ? briefTimeToLive : lastingTimeToLive
  }

  /// The run whose slowest call, in processor time, is the median of the runs' slowest calls.
  private static func typical(_ runs: [Run]) -> Run {
    let sorted = runs.sorted { $0.processor.slowest < $1.processor.slowest }
    return sorted.isEmpty ? Run() : sorted[(sorted.count - 1) / 2]
  }
}
