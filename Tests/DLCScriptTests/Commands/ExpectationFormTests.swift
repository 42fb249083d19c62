import Testing

@testable import DLCScript

struct ExpectationFormTests {
  /// A line of the form in one spelling, each value filled in with a sample.
  static func line(_ spelling: [ExpectationForm.Word]) -> String {
    let samples = ["ID": "title", "TEXT": "Hello", "NAME": "Home", "TITLE": "Search", "N": "3"]
    let words = spelling.map { word -> String in
      switch word {
      case .value(let placeholder, _, _): samples[placeholder] ?? placeholder
      default: word.usage
      }
    }
    return (["expect"] + words).joined(separator: " ")
  }

  @Test(arguments: ExpectationForm.all.flatMap(\.spellings).map(ExpectationFormTests.line))
  func everySpellingOfEveryFormParsesAsAnExpectation(line: String) throws {
    let step = try #require(try Parser.parse(line: line))
    guard case .expect = step.command else {
      Issue.record("'\(line)' is read as \(step.command)")
      return
    }
  }

  @Test func aFormIsSpelledWithAndWithoutItsOptionalWordAndWithEachOfItsChoices() {
    let spellings = ExpectationForm.all.flatMap(\.spellings).map(Self.line)

    #expect(spellings.contains("expect scene is Home"))
    #expect(spellings.contains("expect scene not is Home"))
    #expect(spellings.contains("expect title enabled"))
    #expect(spellings.contains("expect title disabled"))
    #expect(spellings.count == 20)
  }

  @Test func helpWritesEachFormWithItsOptionalWordInBracketsAndItsChoicesWithBars() {
    let usages = ExpectationForm.all.map(\.help.usage)

    #expect(usages.first == "expect screen [not] has TEXT")
    #expect(usages.contains("expect ID enabled|disabled"))
    #expect(usages.count == 11)
  }

  @Test func noPlaceOfAnIDComesBeforeAPlaceOfKeywordsItWouldAlsoFit() {
    let places = ExpectationForm.arguments.map(\.after)
    for (index, place) in places.enumerated() where place.contains(nil) {
      let earlierFitting = places[index...].dropFirst().filter { later in
        later.count == place.count && !later.contains(nil)
          && zip(place, later).allSatisfy { $0 == nil || $0 == $1 }
      }
      #expect(earlierFitting.isEmpty, "\(place) comes before \(earlierFitting)")
    }
  }

  @Test func theWordsThatMayFollowAnIDAreThoseOfEveryFormOfAnElement() {
    #expect(
      ExpectationForm.elementPredicates == [
        "is", "not", "has", "count", "enabled", "disabled", "hidden", "visible", "on", "off",
      ])
  }
}
