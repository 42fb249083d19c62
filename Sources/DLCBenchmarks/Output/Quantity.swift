/// Numbers as the table shows them: times in a fitting unit, ratios, grouped counts.
enum Quantity {
  /// A time such as `850 ns`, `12.4 µs` or `3.21 ms`.
  static func time(nanoseconds: Double) -> String {
    switch nanoseconds {
    case ..<1_000:
      "\(decimal(nanoseconds, digits: nanoseconds < 10 ? 2 : nanoseconds < 100 ? 1 : 0)) ns"
    case ..<1_000_000:
      "\(decimal(nanoseconds / 1e3, digits: 2)) µs"
    case ..<1_000_000_000:
      "\(decimal(nanoseconds / 1e6, digits: 2)) ms"
    default:
      "\(decimal(nanoseconds / 1e9, digits: 2)) s"
    }
  }

  /// A size in bytes as megabytes of 10⁶ bytes, to one decimal: `71.7 MB`.
  static func megabytes(_ bytes: Int) -> String {
    "\(decimal(Double(bytes) / 1e6, digits: 1)) MB"
  }

  /// A size in kilobytes of 1,024 bytes, to one decimal: `212.5 KB`.
  static func kilobytes(_ bytes: Int) -> String {
    "\(decimal(Double(bytes) / 1_024, digits: 1)) KB"
  }

  /// A ratio with two decimals and a multiplication sign, such as `1.37×`.
  static func ratio(_ value: Double) -> String {
    "\(decimal(value, digits: 2))×"
  }

  /// A whole number with thousands separated by commas, such as `52,300`.
  static func grouped(_ value: Double) -> String {
    guard value.isFinite else { return "∞" }
    let digits = String(Int(value.rounded()))
    var grouped = ""
    for (offset, digit) in digits.reversed().enumerated() {
      if offset > 0, offset.isMultiple(of: 3), digit != "-" {
        grouped.append(",")
      }
      grouped.append(digit)
    }
    return String(grouped.reversed())
  }

  /// A number rounded to a count of decimals, written without exponent.
  static func decimal(_ value: Double, digits: Int) -> String {
    guard value.isFinite else { return "∞" }
    var scale = 1.0
    for _ in 0..<digits {
      scale *= 10
    }
    let scaled = Int((value * scale).rounded())
    guard digits > 0 else { return String(scaled) }
    let sign = scaled < 0 ? "-" : ""
    let magnitude = String(scaled.magnitude)
    let padded = String(repeating: "0", count: max(0, digits + 1 - magnitude.count)) + magnitude
    return "\(sign)\(padded.dropLast(digits)).\(padded.suffix(digits))"
  }
}
