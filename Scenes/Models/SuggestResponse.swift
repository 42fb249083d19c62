/// The answer to `GET /suggest?q=TEXT`: the countries whose name starts with the text.
struct SuggestResponse: Codable, Sendable, Equatable {
  /// At most ten countries, sorted by name ignoring case and accents; empty when none matches.
  let countries: [CountrySummary]
}
