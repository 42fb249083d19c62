@testable import Scenes

/// Countries act 2's tests search for and open, as the embedded backend serves them.
extension Country {
  static let georgia = Country(
    code: "GEO", name: "Georgia", capital: "Tbilisi", population: 3_800_000, region: "Asia")
  static let germany = Country(
    code: "DEU", name: "Germany", capital: "Berlin", population: 83_000_000, region: "Europe")
  static let ghana = Country(
    code: "GHA", name: "Ghana", capital: "Accra", population: 34_000_000, region: "Africa")
}
