import Foundation
import Testing

@testable import ServerWorker

@Suite struct RequestTargetTests {
  private func encoded(_ value: String) -> String {
    RequestTarget(path: "/s", queryItems: [URLQueryItem(name: "q", value: value)]).encoded
  }

  @Test func spaceIsPercentEncoded() {
    #expect(encoded("New York") == "/s?q=New%20York")
  }

  @Test func nonASCIIIsPercentEncodedAsUTF8() {
    #expect(encoded("Zürich") == "/s?q=Z%C3%BCrich")
  }

  @Test func ampersandEqualsAndPlusArePercentEncoded() {
    #expect(encoded("a&b=c+d") == "/s?q=a%26b%3Dc%2Bd")
  }

  @Test func unreservedCharactersStayAsTheyAre() {
    #expect(encoded("Az09-._~") == "/s?q=Az09-._~")
  }

  @Test func namesAreEncodedLikeValues() {
    let target = RequestTarget(path: "/s", queryItems: [URLQueryItem(name: "a b", value: "1")])
    #expect(target.encoded == "/s?a%20b=1")
  }

  @Test func itemWithoutValueHasNoEqualsSign() {
    let target = RequestTarget(path: "/s", queryItems: [URLQueryItem(name: "all", value: nil)])
    #expect(target.encoded == "/s?all")
  }

  @Test func pathKeepsSlashesAndEncodesWhatWouldEndIt() {
    let target = RequestTarget(path: "/notes/a b?#%", queryItems: [])
    #expect(target.encoded == "/notes/a%20b%3F%23%25")
  }

  @Test func encodedTargetParsesBackToTheSameItems() {
    let original = RequestTarget(
      path: "/notes/ä b",
      queryItems: [
        URLQueryItem(name: "q", value: "São Tomé & Príncipe"),
        URLQueryItem(name: "op", value: "a+b=c"),
        URLQueryItem(name: "flag", value: nil), URLQueryItem(name: "empty", value: ""),
      ]
    )
    #expect(RequestTarget(parsing: original.encoded) == original)
  }

  @Test func plusIsReadAsASpaceInTheQuery() {
    #expect(RequestTarget(parsing: "/s?q=New+York")?.queryItems.first?.value == "New York")
  }

  @Test func plusStaysAPlusInThePath() {
    #expect(RequestTarget(parsing: "/a+b")?.path == "/a+b")
  }

  @Test(arguments: ["/s?q=%ZZ", "/s?q=%4", "/%C3", "s?q=1", "", "?q=1"])
  func malformedTargetDoesNotParse(_ target: String) {
    #expect(RequestTarget(parsing: target) == nil)
  }
}
