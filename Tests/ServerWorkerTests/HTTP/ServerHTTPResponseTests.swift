import Foundation
import ServerWorker
import Testing

@Suite struct ServerHTTPResponseTests {
  @Test func jsonEncodesWithSortedKeysAndSetsTheContentType() {
    let response = ServerHTTPResponse.json(Country.germany, status: 201)
    #expect(response.status == 201)
    #expect(response.headers["Content-Type"] == "application/json; charset=utf-8")
    #expect(response.body == Data(#"{"code":"DEU","name":"Germany"}"#.utf8))
  }

  @Test func jsonOfAValueThatCannotBeEncodedIsA500() {
    #expect(ServerHTTPResponse.json(Double.nan).status == 500)
  }

  @Test func textIsUTF8PlainText() {
    let response = ServerHTTPResponse.text("Not found: Zürich", status: 404)
    #expect(response.status == 404)
    #expect(response.headers["content-type"] == "text/plain; charset=utf-8")
    #expect(response.body == Data("Not found: Zürich".utf8))
  }

  @Test func descriptionRedactsCookies() {
    let response = ServerHTTPResponse(status: 200, headers: ["Set-Cookie": "session=secret"])
    #expect(response.description == "200 [set-cookie: <redacted>] (0-byte body)")
  }
}
