/// The results as a Markdown table, ready to paste into BENCHMARKS.md.
enum ResultTable {
  private static let header = [
    "Benchmark", "Ours (median)", "Baseline (median)", "Ratio", "VIPER module (median)",
    "Ratio to VIPER", "Iterations", "Budget", "Measured", "Met",
  ]

  /// Renders one row a result.
  ///
  /// - Parameter results: The results, in the order they ran.
  /// - Returns: The table, lines separated by `\n`, with no trailing newline.
  static func render(_ results: [BenchmarkResult]) -> String {
    let rows =
      [header, header.map { _ in "---" }]
      + results.map { result in
        [
          result.name,
          Quantity.time(nanoseconds: result.oursMedianNanoseconds),
          Quantity.time(nanoseconds: result.baselineMedianNanoseconds),
          Quantity.ratio(result.ratio),
          result.viperModuleMedianNanoseconds.map { Quantity.time(nanoseconds: $0) } ?? "—",
          result.viperModuleRatio.map(Quantity.ratio) ?? "—",
          Quantity.grouped(Double(result.iterations)),
          result.budget ?? "—",
          result.measured ?? "—",
          result.budgetMet.map { $0 ? "yes" : "**no**" } ?? "—",
        ]
      }
    return rows.map { "| " + $0.joined(separator: " | ") + " |" }.joined(separator: "\n")
  }
}
