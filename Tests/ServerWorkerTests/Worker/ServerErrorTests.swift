import Foundation
import ServerWorker
import Testing

@Suite struct ServerErrorTests {
  @Test(
    arguments: [
      (ServerError.unreachable, "Server unreachable"),
      (.timedOut, "Server timed out"),
      (.http(status: 404, excerpt: "Not found"), "Server error (404)"),
      (
        .undecodable(type: "Country", codingPath: "name", description: "Expected String"),
        "Unreadable server answer"
      ),
      (.tooLarge(limit: 10), "Server answer too large"),
      (.cancelled, "Request cancelled"),
      (.crossOriginRedirect(location: "http://elsewhere/"), "Server redirected elsewhere"),
      (.tooManyRedirects(limit: 5), "Server redirected too often"),
      (
        .invalidRequest(reason: "the path of GET a does not start with /"),
        "Invalid request: the path of GET a does not start with /"
      ),
    ]
  )
  func descriptionIsOneLineForAPerson(_ error: ServerError, _ expected: String) {
    #expect(error.description == expected)
    #expect(error.localizedDescription == expected)
  }

  @Test func debugDescriptionOfHTTPErrorAddsTheExcerpt() {
    let error = ServerError.http(status: 500, excerpt: "database down")
    #expect(String(reflecting: error) == "Server error (500): database down")
  }

  @Test func debugDescriptionOfUndecodableNamesTypeAndPath() {
    let error = ServerError.undecodable(
      type: "Suggestions", codingPath: "countries[0].name", description: "Expected String")
    #expect(
      String(reflecting: error)
        == "Unreadable server answer: Suggestions at countries[0].name: Expected String")
  }

  @Test func debugDescriptionOfUndecodableAtTheTopLevelSaysSo() {
    let error = ServerError.undecodable(type: "Country", codingPath: "", description: "Not JSON")
    #expect(
      String(reflecting: error) == "Unreadable server answer: Country at the top level: Not JSON")
  }

  @Test func debugDescriptionOfTooLargeGivesTheLimit() {
    #expect(
      String(reflecting: ServerError.tooLarge(limit: 1024))
        == "Server answer too large (over 1024 bytes)")
  }

  @Test func debugDescriptionOfCrossOriginRedirectNamesTheLocation() {
    #expect(
      String(reflecting: ServerError.crossOriginRedirect(location: "http://elsewhere:81/x"))
        == "Server redirected elsewhere: refused to follow to http://elsewhere:81/x")
  }
}
