import Foundation
import ServerWorker
import Testing

@Suite struct ServerHTTPRequestTests {
  @Test func targetIsThePathAndTheEncodedQuery() {
    let request = ServerHTTPRequest(
      method: .get,
      path: "/suggest",
      queryItems: [URLQueryItem(name: "q", value: "Ga b")]
    )
    #expect(request.target == "/suggest?q=Ga%20b")
  }

  @Test func targetWithoutQueryIsThePath() {
    #expect(ServerHTTPRequest(method: .get, path: "/countries").target == "/countries")
  }

  @Test func parsingATargetDecodesPathAndQuery() throws {
    let request = try #require(
      ServerHTTPRequest(method: .get, target: "/a%20b?q=x%26y&n=1", headers: [:], body: Data())
    )
    #expect(request.path == "/a b")
    #expect(
      request.queryItems == [
        URLQueryItem(name: "q", value: "x&y"), URLQueryItem(name: "n", value: "1"),
      ])
  }

  @Test func parsingARelativeTargetFails() {
    #expect(ServerHTTPRequest(method: .get, target: "a", headers: [:], body: Data()) == nil)
  }

  @Test func queryValueIsTheFirstItemsValue() {
    let request = ServerHTTPRequest(
      method: .get,
      path: "/s",
      queryItems: [URLQueryItem(name: "q", value: "1"), URLQueryItem(name: "q", value: "2")]
    )
    #expect(request.queryValue(named: "q") == "1")
    #expect(request.queryValue(named: "missing") == nil)
  }

  @Test func descriptionRedactsTheAuthorizationHeader() {
    let request = ServerHTTPRequest(
      method: .post,
      path: "/login",
      headers: ["Authorization": "Bearer secret"],
      body: Data("{}".utf8)
    )
    #expect(request.description == "POST /login [authorization: <redacted>] (2-byte body)")
    #expect(!String(reflecting: request).contains("secret"))
  }
}
