import DLC
import Testing

@Suite struct DeepLinkTests {
  @Test func aLinkIsItsSchemePathAndQuery() throws {
    let link = try DeepLink("Atlas://countries/DEU?lang=en&page=2")

    #expect(link.scheme == "atlas")
    #expect(link.path == ["countries", "DEU"])
    #expect(link.queryItems == [.init(name: "lang", value: "en"), .init(name: "page", value: "2")])
    #expect(link.queryValue("page") == "2")
    #expect(link.queryValue("missing") == nil)
  }

  @Test func escapesAndAPlusInTheQueryAreDecoded() throws {
    let link = try DeepLink("app://notes/a%2Fb?q=two+words%21&e=%C3%A9")

    #expect(link.path == ["notes", "a/b"])
    #expect(link.queryValue("q") == "two words!")
    #expect(link.queryValue("e") == "é")
  }

  @Test func aTrailingSlashAndAnItemWithoutValueAreRead() throws {
    let link = try DeepLink("app://home/?flag")

    #expect(link.path == ["home"])
    #expect(link.queryValue("flag") == "")
  }

  @Test func aLinkWithoutAPathHasNoSegments() throws {
    #expect(try DeepLink("app://").path == [])
  }

  @Test func aCombiningMarkAfterADelimiterDoesNotHideIt() throws {
    let link = try DeepLink("app://search?q=\u{301}x")

    #expect(link.queryItems == [.init(name: "q", value: "\u{301}x")])
  }

  @Test(arguments: [
    ("countries/DEU", "it has no scheme; links look like 'app://path?name=value'"),
    (
      "javascript:alert(1)",
      "it has no '://' after its scheme; links look like 'app://path?name=value'"
    ),
    ("atlas:", "it has no '://' after its scheme; links look like 'app://path?name=value'"),
    ("countries/DEU?at=10:30", "it has no scheme; links look like 'app://path?name=value'"),
    ("1app://x", "'1app' is not a scheme"),
    ("app://a b", "it contains a space; write it as %20"),
    ("app://a\tb", "it contains '\\t'; write it as %09"),
    ("app://a\u{202E}b", "it contains '\\u{202E}'; write it as %E2%80%AE"),
    ("app://a\u{3000}b", "it contains '\\u{3000}'; write it as %E3%80%80"),
    ("app://a//b", "it has an empty path segment ('//')"),
    ("app:///a", "it has an empty path segment ('//')"),
    ("app://x?q=%1B%5B2J", "its escapes spell a control character"),
    ("app://x#top", "it has a fragment ('#'), which links to scenes cannot have"),
    ("app://x%4", "'%' must be followed by two hexadecimal digits"),
    ("app://x%zz", "'%' must be followed by two hexadecimal digits"),
    ("app://x%FF", "its escapes do not spell UTF-8 text"),
    ("app://x?=1", "a query item has no name"),
  ])
  func aMalformedLinkIsRefusedWithTheReason(text: String, reason: String) {
    #expect(throws: DeepLinkError.malformed(link: text, reason: reason)) {
      try DeepLink(text)
    }
  }

  @Test func aLinkLongerThanTheLimitIsRefused() {
    let text = "app://" + String(repeating: "a", count: DeepLink.maximumLength)

    #expect(throws: DeepLinkError.self) { try DeepLink(text) }
  }

  @Test func theLimitCountsBytesSoCombiningMarksCannotHideALongLink() {
    let text = "app://search?q=a" + String(repeating: "\u{301}", count: 100_000)

    #expect(
      throws: DeepLinkError.malformed(link: text, reason: "it is longer than 2048 bytes")
    ) { try DeepLink(text) }
    #expect(DeepLinkError.malformed(link: text, reason: "r").description.utf8.count < 300)
  }

  @Test func anErrorQuotesALongLinkCutShortOnOneLine() {
    let text = "app://" + String(repeating: "x", count: 200) + "\n"
    let message = DeepLinkError.malformed(link: text, reason: "r").description

    #expect(message.count < 120)
    #expect(!message.contains("\n"))
    #expect(message.contains("…"))
  }
}
