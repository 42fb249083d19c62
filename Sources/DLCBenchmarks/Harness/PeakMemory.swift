/// The most memory a program held at once in a benchmark's samples, and the limit the design
/// sets for it.
struct PeakMemory: Sendable, Equatable {
  /// The highest resident set size seen, in bytes.
  var bytes: Int
  /// The most the design allows, in bytes.
  var limit: Int

  /// Whether the peak stays within the limit.
  var isMet: Bool { bytes <= limit }

  /// The limit as a person reads it, such as `peak ≤ 80.0 MB`.
  var budget: String { "peak ≤ \(Quantity.megabytes(limit))" }

  /// The peak as a person reads it, such as `peak 71.7 MB`.
  var measured: String { "peak \(Quantity.megabytes(bytes))" }
}
