import Foundation

/// Countries indexed by code and by name, folded once so that a suggestion is a plain scan.
///
/// Names are folded ignoring case and accents, and kept in that folded order (ties in the order
/// given), which is the order ``Country/unMemberStates`` is written in. So "cote" finds
/// "Côte d'Ivoire" and "TURK" finds "Türkiye".
struct CountryIndex: Sendable {
  /// A country beside its folded name.
  private struct Entry: Sendable {
    let key: String
    let country: Country
  }

  /// Every country, sorted by folded name.
  private let entries: [Entry]
  /// Every country by its uppercased code; the first wins if two share a code.
  private let countriesByCode: [String: Country]

  /// The UN member states, indexed once for every backend of the process: `serve` starts a
  /// backend for each browser, and folding the names took a third of a new session's work.
  static let unMemberStates = CountryIndex(Country.unMemberStates)

  /// Indexes countries.
  ///
  /// - Parameter countries: The countries, in any order.
  init(_ countries: [Country]) {
    entries = countries.enumerated()
      .map { offset, country in
        (offset: offset, entry: Entry(key: Self.folded(country.name), country: country))
      }
      .sorted { ($0.entry.key, $0.offset) < ($1.entry.key, $1.offset) }
      .map(\.entry)
    countriesByCode = Dictionary(
      countries.map { ($0.code.uppercased(), $0) },
      uniquingKeysWith: { first, _ in first }
    )
  }

  /// The country with a code, matched ignoring case, or `nil` when there is none.
  ///
  /// - Parameter code: The code, such as "DEU" or "deu".
  /// - Returns: The country, or `nil`.
  func country(code: String) -> Country? {
    countriesByCode[code.uppercased()]
  }

  /// The first countries, in folded name order, whose name starts with a text, ignoring case and
  /// accents.
  ///
  /// - Parameters:
  ///   - text: The start of a name; empty or only whitespace matches nothing.
  ///   - limit: The most countries to return.
  /// - Returns: Up to `limit` countries, sorted by folded name.
  func countries(whoseNameStartsWith text: String, limit: Int) -> [Country] {
    let prefix = Self.folded(text)
    guard !prefix.allSatisfy(\.isWhitespace), limit > 0 else { return [] }
    var found: [Country] = []
    for entry in entries where entry.key.hasPrefix(prefix) {
      found.append(entry.country)
      if found.count == limit { break }
    }
    return found
  }

  private static func folded(_ text: String) -> String {
    text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
  }
}
