import TestSupport
import Testing

@testable import DLCScript

@Suite struct TextSearchTests {
  @Test(arguments: [
    ("Atlas", "Welcome to Atlas", true),
    ("atlas", "Welcome to Atlas", false),
    ("", "anything", true),
    ("", "", true),
    ("x", "", false),
    ("abab", "abaabab", true),
    ("aab", "aaab", true),
    ("abc", "ababd", false),
  ])
  func findsARunOfCharacters(pattern: String, text: String, found: Bool) {
    #expect(TextSearch.contains(pattern, in: text) == found)
    #expect(TextSearch.contains(pattern, in: text) == text.contains(pattern))
  }

  @Test func findsCanonicallyEquivalentText() {
    #expect(TextSearch.contains("cafe\u{301}", in: "un caf\u{E9} noir"))
    #expect(TextSearch.contains("caf\u{E9}", in: "un cafe\u{301} noir"))
  }

  @Test func doesNotFindPartOfACharacter() {
    #expect(!TextSearch.contains("🇩", in: "🇩🇪"))
    #expect(!TextSearch.contains("\r", in: "a\r\nb"))
    #expect(!TextSearch.contains("e", in: "e\u{301}"))
  }

  @Test func findsAFlagOnlyAtAFlagsBoundary() {
    // Regional indicators pair from the start of their run: 🇪🇩 never appears inside 🇩🇪🇩🇪.
    #expect(!TextSearch.contains("🇪🇩", in: "🇩🇪🇩🇪"))
    #expect(TextSearch.contains("🇩🇪", in: "🇫🇷🇩🇪"))
  }

  @Test(.hangGuard)
  func searchesFourMegabytesOfFlagsInOnePass() {
    // On this text the standard library's search takes processor time quadratic in its
    // length, minutes of it; one pass takes a fraction of a second, even in a debug build.
    let flags = String(repeating: "🇩🇪", count: 512 * 1024)
    let spent = ProcessorTime.of {
      #expect(!TextSearch.contains("Atlas", in: flags))
      #expect(TextSearch.contains("🇩🇪Atlas", in: flags + "Atlas"))
    }
    #expect(spent < .seconds(15))
  }

  @Test(.hangGuard)
  func comparesAMegabyteOfAccentsWithSmallCharactersInOnePass() {
    // One character: a letter under a megabyte of accents. Comparing it with each character of
    // the text would normalize the megabyte every time.
    let accents = "a" + String(repeating: "\u{301}", count: 512 * 1024)
    let screen = String(repeating: "Welcome to Atlas\n", count: 10_000)
    let spent = ProcessorTime.of {
      #expect(!TextSearch.contains(accents, in: screen))
      #expect(!TextSearch.contains("Atlas", in: accents))
      #expect(TextSearch.contains(accents, in: screen + accents))
    }
    #expect(spent < .seconds(15))
  }

  @Test func equivalentCharactersOfDifferentSizesStillMatch() {
    // U+1F82 decomposes into four scalars.
    #expect(TextSearch.contains("\u{1F82}", in: "x\u{3B1}\u{313}\u{300}\u{345}y"))
    #expect(TextSearch.contains("\u{3B1}\u{313}\u{300}\u{345}", in: "x\u{1F82}y"))
  }
}
