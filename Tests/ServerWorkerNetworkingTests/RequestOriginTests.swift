import Foundation
import Testing

@testable import ServerWorkerNetworking

@Suite struct RequestOriginTests {
  private func origin(_ text: String) -> RequestOrigin? {
    URL(string: text).flatMap(RequestOrigin.init)
  }

  @Test func theDefaultPortOfTheSchemeEqualsItsExplicitPort() {
    #expect(origin("http://Example.com/a") == origin("http://example.com:80/b"))
    #expect(origin("https://example.com") == origin("https://example.com:443/"))
  }

  @Test(arguments: [
    "https://example.com/a", "http://example.org/a", "http://example.com:8080/a",
  ])
  func anotherSchemeHostOrPortIsAnotherOrigin(_ other: String) {
    #expect(origin("http://example.com/a") != origin(other))
  }

  @Test func aURLWithoutAHostHasNoOrigin() {
    #expect(origin("file:///etc/passwd") == nil)
  }
}
