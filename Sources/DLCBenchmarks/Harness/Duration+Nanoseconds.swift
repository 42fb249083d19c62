extension Duration {
  /// The duration in nanoseconds, with fractions.
  var nanoseconds: Double {
    Double(components.seconds) * 1e9 + Double(components.attoseconds) / 1e9
  }
}
