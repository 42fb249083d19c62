/// Every benchmark, in the order of the design's performance budget.
@MainActor
enum BenchmarkCatalog {
  static let entries: [BenchmarkEntry] = [
    .of(InputRoundTripBenchmark.self) { try InputRoundTripBenchmark() },
    .of(SceneLifecycleBenchmark.self) { try SceneLifecycleBenchmark() },
    .of(ListRenderingBenchmark.self) { try ListRenderingBenchmark() },
    .of(ScriptThroughputBenchmark.self) { try await ScriptThroughputBenchmark() },
    .of(CacheBenchmark.self) { CacheBenchmark() },
    .of(ServerRequestBenchmark.self) { ServerRequestBenchmark() },
    .of(EmailValidationBenchmark.self) { EmailValidationBenchmark() },
    .of(ProcessStartBenchmark.self) { try ProcessStartBenchmark() },
  ]
}
