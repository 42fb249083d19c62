import Testing

@testable import Scenes

@Suite struct PreferencesTests {
  @Test(arguments: [
    (0, "0"),
    (999, "999"),
    (1_000, "1,000"),
    (83_000_000, "83,000,000"),
    (-999, "-999"),
    (-1_234_567, "-1,234,567"),
    (Int.min, "-9,223,372,036,854,775,808"),
  ])
  func populationsAreGroupedByThousands(number: Int, grouped: String) {
    #expect(Preferences().format(population: number) == grouped)
  }

  @Test(arguments: [
    (83_240_000, "83.2 million"),
    (1_380_004_385, "1380.0 million"),
    (38_000, "0.0 million"),
    (450_000, "0.5 million"),
  ])
  func populationsReadInMillionsToOneDecimal(number: Int, text: String) {
    #expect(Preferences(showsPopulationInMillions: true).format(population: number) == text)
  }

  @Test func byNameKeepsTheServersOrder() {
    let countries = [CountrySummary.georgia, .germany]
    #expect(Preferences().ordered(countries) == countries)
  }

  @Test func byPopulationListsTheMostPopulousFirstAndTheUnknownLast() {
    let small = CountrySummary(code: "AND", name: "Andorra", population: 80_000)
    let large = CountrySummary(code: "DEU", name: "Germany", population: 83_000_000)
    let unknown = CountrySummary(code: "XXX", name: "Nowhere")
    let preferences = Preferences(resultOrder: .population)
    #expect(preferences.ordered([small, unknown, large]) == [large, small, unknown])
  }
}
