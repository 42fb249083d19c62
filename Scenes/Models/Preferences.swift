import StoreWorker

/// How a person likes countries shown, kept per account in the store and set in Settings.
struct Preferences: StoreRecord, Equatable {
  /// The orders suggestions can be listed in.
  enum ResultOrder: String, Codable, Sendable, CaseIterable {
    /// Alphabetically, as the server answers.
    case name = "Name"
    /// Most populous first.
    case population = "Population"
  }

  /// The cache key an earlier Atlas kept the preferences under, in the account's namespace
  /// `preferences/USER`.
  static let cacheKey = "display"

  /// The one record of preferences an account has.
  var id: String { Self.cacheKey }

  /// Whether populations read "83.2 million" rather than "83,200,000".
  var showsPopulationInMillions = false
  /// How suggestions are listed.
  var resultOrder = ResultOrder.name

  /// Lists countries in the preferred order; countries without a population go last.
  func ordered(_ countries: [CountrySummary]) -> [CountrySummary] {
    switch resultOrder {
    case .name:
      countries
    case .population:
      countries.sorted { ($0.population ?? -1) > ($1.population ?? -1) }
    }
  }

  /// A population as the person prefers to read it.
  func format(population: Int) -> String {
    guard showsPopulationInMillions else { return Self.groupingDigits(of: population) }
    let tenths = (Double(population) / 100_000).rounded()
    return "\(Int(tenths) / 10).\(Int(tenths) % 10) million"
  }

  /// Groups digits by thousands with commas, the same on every machine: 83000000 → 83,000,000.
  static func groupingDigits(of number: Int) -> String {
    let digits = String(number.magnitude)
    var grouped = ""
    for (offset, digit) in digits.enumerated() {
      if offset > 0, (digits.count - offset) % 3 == 0 {
        grouped.append(",")
      }
      grouped.append(digit)
    }
    return number < 0 ? "-" + grouped : grouped
  }
}
