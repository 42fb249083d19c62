import Testing

@testable import CacheWorker

struct CacheScopeTests {
  @Test func rootContainsEveryScope() {
    let nested = CacheScope.root.appending("ada").appending("favorites")

    #expect(CacheScope.root.contains(nested))
    #expect(CacheScope.root.contains(.root))
  }

  @Test func scopeContainsItselfAndTheScopesInsideIt() {
    let ada = CacheScope.root.appending("ada")

    #expect(ada.contains(ada))
    #expect(ada.contains(ada.appending("favorites")))
    #expect(!ada.appending("favorites").contains(ada))
    #expect(!ada.contains(.root))
  }

  @Test func scopeDoesNotContainASiblingWhoseNameItBegins() {
    let short = CacheScope.root.appending("a")

    #expect(!short.contains(CacheScope.root.appending("ab")))
    #expect(!short.contains(CacheScope.root.appending("aaaaaaaaaa")))
  }

  @Test func prefixHoldsWhenANameEndsWithAPrependedMark() {
    let outer = CacheScope.root.appending("\u{600}")

    #expect(outer.contains(outer.appending("x")))
  }

  @Test func namesReadBackOutermostFirst() {
    let scope = CacheScope.root.appending("ada").appending("").appending("1:b/c")

    #expect(scope.names == ["ada", "", "1:b/c"])
    #expect(CacheScope.root.names == [])
  }

  @Test func spellingReadsBackAsTheSameScope() {
    let scope = CacheScope.root.appending("ada").appending("Zürich")

    #expect(CacheScope(validating: scope.encoded) == scope)
  }

  @Test(arguments: ["x", "3:ab", "1:", ":a", "01:a", "1a", "-1:a", "+1:a"])
  func malformedSpellingIsRejected(_ spelling: String) {
    #expect(CacheScope(validating: spelling) == nil)
  }

  @Test func canonicallyEquivalentNamesGiveOneScope() {
    let composed = CacheScope.root.appending("Zo\u{E9}")
    let decomposed = CacheScope.root.appending("Zoe\u{301}")

    #expect(composed == decomposed)
    #expect(composed.encoded.utf8.elementsEqual(decomposed.encoded.utf8))
  }
}
