extension [Double] {
  /// The middle value once sorted; the mean of the two middle values for an even count; zero
  /// for no values.
  var median: Double {
    guard !isEmpty else { return 0 }
    let sorted = self.sorted()
    let middle = sorted.count / 2
    return sorted.count.isMultiple(of: 2)
      ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
  }
}
