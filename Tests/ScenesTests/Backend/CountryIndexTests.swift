import Testing

@testable import Scenes

@Suite struct CountryIndexTests {
  private func country(_ code: String, _ name: String) -> Country {
    Country(code: code, name: name, capital: "Capital", population: 1, region: "Europe")
  }

  @Test func findsACountryByCodeInAnyCase() {
    let index = CountryIndex([country("DEU", "Germany")])
    #expect(index.country(code: "dEu")?.name == "Germany")
  }

  @Test func findsNoCountryForAnUnknownCode() {
    let index = CountryIndex([country("DEU", "Germany")])
    #expect(index.country(code: "FRA") == nil)
  }

  @Test func keepsTheFirstOfTwoCountriesSharingACode() {
    let index = CountryIndex([country("AAA", "First"), country("aaa", "Second")])
    #expect(index.country(code: "AAA")?.name == "First")
  }

  @Test func listsNamesStartingWithTheTextIgnoringCaseAndAccents() {
    let index = CountryIndex([country("CIV", "Côte d'Ivoire"), country("COL", "Colombia")])
    #expect(index.countries(whoseNameStartsWith: "COTE", limit: 10).map(\.code) == ["CIV"])
    #expect(index.countries(whoseNameStartsWith: "Côt", limit: 10).map(\.code) == ["CIV"])
    #expect(index.countries(whoseNameStartsWith: "Cô", limit: 10).map(\.code) == ["COL", "CIV"])
  }

  @Test func sortsByFoldedNameAndKeepsTheGivenOrderOfEqualNames() {
    let index = CountryIndex([
      country("BBB", "beta"), country("AC1", "Álpha"), country("AC2", "alpha"),
    ])
    let codes = index.countries(whoseNameStartsWith: "a", limit: 10).map(\.code)
    #expect(codes == ["AC1", "AC2"])
    #expect(index.countries(whoseNameStartsWith: "b", limit: 10).map(\.code) == ["BBB"])
  }

  @Test func stopsAtTheLimit() {
    let index = CountryIndex(Country.unMemberStates)
    #expect(index.countries(whoseNameStartsWith: "s", limit: 3).count == 3)
    #expect(index.countries(whoseNameStartsWith: "s", limit: 0) == [])
  }

  @Test(arguments: ["", " ", " \t\n"])
  func listsNothingForBlankText(text: String) {
    let index = CountryIndex(Country.unMemberStates)
    #expect(index.countries(whoseNameStartsWith: text, limit: 10) == [])
  }
}
