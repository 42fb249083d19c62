/// Every benchmark, in the order of the design's performance budget.
@MainActor
enum BenchmarkCatalog {
  static let entries: [BenchmarkEntry] =
    fixedEntries + growthEntries + persistenceEntries + storeEntries + serveEntries

  private static let fixedEntries: [BenchmarkEntry] = [
    .of(InputRoundTripBenchmark.self) { try InputRoundTripBenchmark() },
    .of(SceneLifecycleBenchmark.self) { try SceneLifecycleBenchmark() },
    BenchmarkEntry(name: "\(SceneLifecycleBenchmark.name)-hand-written") { sampler in
      let benchmark = try SceneLifecycleBenchmark(shape: .handWritten)
      return try await sampler.measure(benchmark, named: benchmark.rowName)
    },
    .of(SceneNameBenchmark.self) { try SceneNameBenchmark() },
    .of(ListRenderingBenchmark.self) { try ListRenderingBenchmark() },
    .of(JSONRenderingBenchmark.self) { try JSONRenderingBenchmark() },
    .of(PlainRenderingBenchmark.self) { try PlainRenderingBenchmark() },
    .of(ScriptThroughputBenchmark.self) { try await ScriptThroughputBenchmark() },
    .of(CacheBenchmark.self) { CacheBenchmark() },
    .of(ServerRequestBenchmark.self) { ServerRequestBenchmark() },
    .of(EmailValidationBenchmark.self) { try await EmailValidationBenchmark() },
    .of(FirstScreenBenchmark.self) { try FirstScreenBenchmark() },
  ]

  /// The costs followed as the work grows: one entry a size.
  private static var growthEntries: [BenchmarkEntry] {
    var entries: [BenchmarkEntry] = []
    for depth in StackDepthBenchmark.depths {
      entries.append(.of(StackDepthBenchmark.self, size: depth) { StackDepthBenchmark(depth: $0) })
    }
    for size in ScreenSizeBenchmark.sizes {
      entries.append(
        .of(ScreenSizeBenchmark.self, size: size) { try ScreenSizeBenchmark(size: $0) })
    }
    for count in IdleSettleBenchmark.sleeperCounts {
      entries.append(
        .of(IdleSettleBenchmark.self, size: count) { try await IdleSettleBenchmark(sleepers: $0) })
    }
    for commands in ScriptRunBenchmark.sizes {
      entries.append(
        .of(ScriptRunBenchmark.self, size: commands) { try ScriptRunBenchmark(commands: $0) })
    }
    for size in CacheStatisticsBenchmark.sizes {
      entries.append(
        .of(CacheStatisticsBenchmark.self, size: size) {
          try await CacheStatisticsBenchmark(size: $0)
        })
    }
    return entries + stallEntries
  }

  /// The slowest single call of a cache after many values arrive or expire at once.
  private static var stallEntries: [BenchmarkEntry] {
    CacheStallBenchmark.Moment.allCases.map { moment in
      BenchmarkEntry(name: "\(CacheStallBenchmark.name)-\(moment.rawValue)") { sampler in
        try await CacheStallBenchmark(moment: moment, runs: sampler.plan == .quick ? 3 : 5)
          .measure()
      }
    }
  }

  private static let persistenceEntries: [BenchmarkEntry] = [
    .of(CachePersistedSetBenchmark.self) { await CachePersistedSetBenchmark() },
    .of(CacheFolderOpenBenchmark.self) { try await CacheFolderOpenBenchmark() },
  ]

  /// The store's writes and reads, each beside the same work on SQLite's C API.
  private static var storeEntries: [BenchmarkEntry] {
    var entries: [BenchmarkEntry] = [
      .of(StoreWriteBenchmark.self) { try await StoreWriteBenchmark() }
    ]
    for lookup in StoreReadBenchmark.Lookup.allCases {
      for size in StoreReadBenchmark.sizes {
        entries.append(
          BenchmarkEntry(name: "\(StoreReadBenchmark.name)-\(lookup.rawValue)-\(size)") {
            sampler in
            try await sampler.measure(
              try await StoreReadBenchmark(lookup, size: size),
              named: "\(StoreReadBenchmark.name)-\(lookup.rawValue)-\(size)")
          })
      }
    }
    for size in StoreQueryGrowthBenchmark.sizes {
      entries.append(
        .of(StoreQueryGrowthBenchmark.self, size: size) {
          try await StoreQueryGrowthBenchmark(size: $0)
        })
    }
    return entries
  }

  /// Browsers on `dlc serve`, at each size.
  private static var serveEntries: [BenchmarkEntry] {
    ServeSessionsBenchmark.sizes.map { sessions in
      BenchmarkEntry(name: "\(ServeSessionsBenchmark.name)-\(sessions)") { _ in
        try await ServeSessionsBenchmark(sessions: sessions).measure()
      }
    }
  }
}
