extension [Double] {
  /// The value below which a fraction of the values lie, by the nearest rank; zero for no
  /// values.
  ///
  /// - Parameter fraction: From 0 to 1: 0.5 is the median by nearest rank, 0.99 the 99th
  ///   percentile.
  /// - Returns: The value at that rank of the sorted values.
  func percentile(_ fraction: Double) -> Double {
    guard !isEmpty else { return 0 }
    let sorted = self.sorted()
    let rank = Int((fraction * Double(sorted.count)).rounded(.up))
    return sorted[Swift.min(Swift.max(rank, 1), sorted.count) - 1]
  }
}
