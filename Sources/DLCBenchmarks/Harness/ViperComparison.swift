/// How ours compares with the same work through a hand-written VIPER module, and the limit the
/// design sets for that ratio.
struct ViperComparison: Sendable, Equatable {
  /// The module's median time per operation, in nanoseconds.
  var medianNanoseconds: Double
  /// Ours divided by the module's median.
  var ratio: Double
  /// The most the ratio may be.
  var limit: Double

  /// Compares our median with the module's.
  init(oursMedianNanoseconds: Double, medianNanoseconds: Double, limit: Double) {
    self.medianNanoseconds = medianNanoseconds
    ratio = medianNanoseconds > 0 ? oursMedianNanoseconds / medianNanoseconds : .infinity
    self.limit = limit
  }

  /// Whether the ratio stays within the limit.
  var isMet: Bool { ratio <= limit }

  /// The limit as a person reads it, such as `VIPER ratio ≤ 1.30×`.
  var budget: String { "VIPER ratio ≤ \(Quantity.ratio(limit))" }

  /// The ratio as a person reads it, such as `VIPER ratio 1.12×`.
  var measured: String { "VIPER ratio \(Quantity.ratio(ratio))" }
}
