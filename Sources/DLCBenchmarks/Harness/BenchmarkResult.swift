/// What one benchmark measured: both medians, their ratio, and the budget's verdict.
///
/// Its JSON form is one line of `--json` output.
struct BenchmarkResult: Sendable, Equatable, Codable {
  /// The benchmark's name.
  var name: String
  /// Our median time per operation, in nanoseconds.
  var oursMedianNanoseconds: Double
  /// The baseline's median time per operation, in nanoseconds.
  var baselineMedianNanoseconds: Double
  /// Ours divided by the baseline's: 1.5 means ours takes half as long again.
  var ratio: Double
  /// How many operations each side ran in the timed samples, warm-up left out.
  var iterations: Int
  /// The design's limit, as a person reads it; `nil` where the design sets none.
  var budget: String?
  /// The measured quantity the limit applies to; `nil` where the design sets none.
  var measured: String?
  /// Whether the limit is kept; `nil` where the design sets none.
  var budgetMet: Bool?
  /// The most memory our side's program held at once, in bytes, where it is measured.
  var peakMemoryBytes: Int?
  /// The VIPER module's median time per operation, in nanoseconds, where it is compared.
  var viperModuleMedianNanoseconds: Double?
  /// Ours divided by the VIPER module's median, where it is compared.
  var viperModuleRatio: Double?
  /// Our 99th percentile per operation, in nanoseconds, where percentiles are measured.
  var oursP99Nanoseconds: Double?
  /// The baseline's 99th percentile per operation, in nanoseconds, where measured.
  var baselineP99Nanoseconds: Double?
  /// The resident memory each of our sessions holds, in bytes, where measured.
  var bytesPerSession: Int?
  /// The resident memory each of the baseline's sessions holds, in bytes, where measured.
  var baselineBytesPerSession: Int?

  /// Combines the medians of both sides with the benchmark's budget.
  init(
    name: String,
    oursMedianNanoseconds: Double,
    baselineMedianNanoseconds: Double,
    iterations: Int,
    budget: Budget?,
    peakMemory: PeakMemory? = nil,
    viperComparison: ViperComparison? = nil
  ) {
    let ratio =
      baselineMedianNanoseconds > 0 ? oursMedianNanoseconds / baselineMedianNanoseconds : .infinity
    self.name = name
    self.oursMedianNanoseconds = oursMedianNanoseconds
    self.baselineMedianNanoseconds = baselineMedianNanoseconds
    self.ratio = ratio
    self.iterations = iterations
    self.budget = budget?.description
    self.measured = budget?.measured(oursNanoseconds: oursMedianNanoseconds, ratio: ratio)
    self.budgetMet = budget?.isMet(oursNanoseconds: oursMedianNanoseconds, ratio: ratio)
    if let peakMemory {
      addLimit(budget: peakMemory.budget, measured: peakMemory.measured, isMet: peakMemory.isMet)
      peakMemoryBytes = peakMemory.bytes
    }
    if let viperComparison {
      addLimit(
        budget: viperComparison.budget, measured: viperComparison.measured,
        isMet: viperComparison.isMet)
      viperModuleMedianNanoseconds = viperComparison.medianNanoseconds
      viperModuleRatio = viperComparison.ratio
    }
  }

  /// Joins a further limit to the row's: the row keeps its budget only if it keeps every one.
  mutating func addLimit(budget limit: String, measured figure: String, isMet: Bool) {
    budget = [budget, limit].compactMap(\.self).joined(separator: "; ")
    measured = [measured, figure].compactMap(\.self).joined(separator: "; ")
    budgetMet = (budgetMet ?? true) && isMet
  }
}
