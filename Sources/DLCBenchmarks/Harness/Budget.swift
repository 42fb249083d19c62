/// A limit from the design's performance budget, and whether a result keeps it.
enum Budget: Sendable, Equatable {
  /// Our median is at most this many times the baseline's.
  case ratio(atMost: Double)
  /// Our median operation takes at most this many nanoseconds.
  case time(atMostNanoseconds: Double)
  /// Our code runs at least this many operations a second, each an operation named `unit`.
  case rate(atLeastPerSecond: Double, unit: String)

  /// Whether a measurement keeps the limit.
  func isMet(oursNanoseconds: Double, ratio: Double) -> Bool {
    switch self {
    case .ratio(let limit):
      ratio <= limit
    case .time(let limit):
      oursNanoseconds <= limit
    case .rate(let limit, _):
      Self.perSecond(oursNanoseconds) >= limit
    }
  }

  /// The measured quantity the limit applies to, as a person reads it.
  func measured(oursNanoseconds: Double, ratio: Double) -> String {
    switch self {
    case .ratio:
      Quantity.ratio(ratio)
    case .time:
      Quantity.time(nanoseconds: oursNanoseconds)
    case .rate(_, let unit):
      "\(Quantity.grouped(Self.perSecond(oursNanoseconds))) \(unit)s/s"
    }
  }

  /// The limit as a person reads it, such as `ratio ≤ 2` or `≥ 50,000 commands/s`.
  var description: String {
    switch self {
    case .ratio(let limit):
      "ratio ≤ \(Quantity.ratio(limit))"
    case .time(let limit):
      "≤ \(Quantity.time(nanoseconds: limit))"
    case .rate(let limit, let unit):
      "≥ \(Quantity.grouped(limit)) \(unit)s/s"
    }
  }

  private static func perSecond(_ nanoseconds: Double) -> Double {
    nanoseconds > 0 ? 1e9 / nanoseconds : .infinity
  }
}
