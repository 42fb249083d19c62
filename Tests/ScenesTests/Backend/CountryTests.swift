import Foundation
import Testing

@testable import Scenes

@Suite struct CountryTests {
  private let states = Country.unMemberStates

  private func state(_ code: String) throws -> Country {
    try #require(states.first { $0.code == code }, "no state with code \(code)")
  }

  // MARK: - The list as a whole

  @Test func listsExactlyThe193MemberStates() {
    #expect(states.count == 193)
  }

  @Test func codesAreUnique() {
    #expect(Set(states.map(\.code)).count == states.count)
  }

  @Test func codesAreThreeUppercaseASCIILetters() {
    let uppercaseLetters = UInt8(ascii: "A")...UInt8(ascii: "Z")
    let malformed = states.map(\.code).filter { code in
      code.utf8.count != 3 || !code.utf8.allSatisfy { uppercaseLetters.contains($0) }
    }
    #expect(malformed == [])
  }

  @Test func namesAreUnique() {
    #expect(Set(states.map(\.name)).count == states.count)
  }

  @Test func everyCapitalIsNamed() {
    let withoutCapital = states.filter { $0.capital.isEmpty }.map(\.code)
    #expect(withoutCapital == [])
  }

  @Test func everyRegionIsOneOfTheFiveContinents() {
    let regions: Set = ["Africa", "Americas", "Asia", "Europe", "Oceania"]
    let outside = states.filter { !regions.contains($0.region) }.map(\.code)
    #expect(outside == [])
  }

  @Test func everyPopulationIsPositive() {
    let nonPositive = states.filter { $0.population <= 0 }.map(\.code)
    #expect(nonPositive == [])
  }

  @Test func isSortedByNameIgnoringCaseAndAccents() {
    let keys = states.map {
      $0.name.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }
    #expect(keys == keys.sorted())
  }

  @Test func leavesOutStatesThatAreNotMembers() {
    // Kosovo (user-assigned XKX), Taiwan, Palestine and the Holy See.
    let nonMembers: Set = ["XKX", "TWN", "PSE", "VAT"]
    #expect(states.filter { nonMembers.contains($0.code) } == [])
  }

  @Test func includesTheNewestMembers() {
    let codes = Set(states.map(\.code))
    #expect(codes.isSuperset(of: ["SSD", "MNE", "SRB", "TLS"]))
  }

  // MARK: - Spot checks

  @Test func germanyHasBerlinInEurope() throws {
    let germany = try state("DEU")
    #expect(germany.name == "Germany")
    #expect(germany.capital == "Berlin")
    #expect(germany.region == "Europe")
  }

  @Test func coteDIvoireKeepsItsAccent() throws {
    #expect(try state("CIV").name == "Côte d'Ivoire")
  }

  @Test func japanHasTokyo() throws {
    #expect(try state("JPN").capital == "Tokyo")
  }

  @Test func brazilHasBrasiliaWithItsAccent() throws {
    #expect(try state("BRA").capital == "Brasília")
  }

  // MARK: - JSON

  @Test func encodesWithTheKeysOfTheCountryEndpoint() throws {
    let data = try JSONEncoder().encode(try state("DEU"))
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(Set(object.keys) == ["code", "name", "capital", "population", "region"])
  }

  @Test func decodesTheAnswerOfTheCountryEndpoint() throws {
    let json = Data(
      """
      {"code": "DEU", "name": "Germany", "capital": "Berlin",
       "population": 83000000, "region": "Europe"}
      """.utf8)
    let expected = Country(
      code: "DEU", name: "Germany", capital: "Berlin", population: 83_000_000, region: "Europe")
    #expect(try JSONDecoder().decode(Country.self, from: json) == expected)
  }
}
