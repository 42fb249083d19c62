/// A country as the embedded backend serves it.
///
/// Its JSON, with the keys `code`, `name`, `capital`, `population` and `region`, is the answer
/// to `GET /countries/{code}`.
struct Country: Codable, Sendable, Equatable, Hashable {
  /// The ISO 3166-1 alpha-3 code, such as "DEU".
  let code: String
  /// The common English name, such as "Germany".
  let name: String
  /// The capital; for a country with several, the one usually named.
  let capital: String
  /// A recent, rounded estimate of the number of inhabitants.
  let population: Int
  /// One of "Africa", "Americas", "Asia", "Europe" or "Oceania".
  let region: String
}
