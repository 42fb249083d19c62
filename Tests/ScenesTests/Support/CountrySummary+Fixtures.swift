@testable import Scenes

/// The search results act 2's tests work with, summarising the country fixtures.
extension CountrySummary {
  static let georgia = CountrySummary(.georgia)
  static let germany = CountrySummary(.germany)
  static let ghana = CountrySummary(.ghana)
}
