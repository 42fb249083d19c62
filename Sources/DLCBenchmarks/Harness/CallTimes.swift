/// The time of each call a benchmark timed one by one, by kind of call, in nanoseconds.
struct CallTimes: Sendable {
  /// Each call asking for statistics, or for a count, in the order made.
  var statistics: [Double] = []
  /// Each lookup, in the order made.
  var lookups: [Double] = []
  /// Each store, in the order made.
  var stores: [Double] = []

  /// The number of calls timed.
  var count: Int { statistics.count + lookups.count + stores.count }

  /// The slowest call of any kind; zero for none.
  var slowest: Double {
    max(statistics.max() ?? 0, lookups.max() ?? 0, stores.max() ?? 0)
  }
}
