/// A benchmark by name, made only when the run includes it.
@MainActor
struct BenchmarkEntry {
  /// The benchmark's name.
  let name: String

  /// Makes the benchmark and measures it.
  let measure: @MainActor (Sampler) async throws -> BenchmarkResult

  /// An entry for a benchmark type.
  ///
  /// - Parameters:
  ///   - type: The benchmark's type, which names it.
  ///   - make: Makes the benchmark, with whatever setup it needs.
  /// - Returns: The entry, named for the benchmark.
  static func of<Measured: Benchmark>(
    _ type: Measured.Type,
    make: @escaping @MainActor () async throws -> Measured
  ) -> BenchmarkEntry {
    BenchmarkEntry(name: Measured.name) { sampler in
      try await sampler.measure(try await make())
    }
  }

  /// An entry for one size of a benchmark whose cost is followed as the work grows.
  ///
  /// - Parameters:
  ///   - type: The benchmark's type, whose name the entry's name begins with.
  ///   - size: The size measured, which ends the name, as in `settle-at-depth-10000`.
  ///   - make: Makes the benchmark for that size.
  /// - Returns: The entry, named for the benchmark and the size.
  static func of<Measured: Benchmark>(
    _ type: Measured.Type,
    size: Int,
    make: @escaping @MainActor (Int) async throws -> Measured
  ) -> BenchmarkEntry {
    let name = "\(Measured.name)-\(size)"
    return BenchmarkEntry(name: name) { sampler in
      try await sampler.measure(try await make(size), named: name)
    }
  }
}
