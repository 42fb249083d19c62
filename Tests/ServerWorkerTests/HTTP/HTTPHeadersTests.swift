import ServerWorker
import Testing

@Suite struct HTTPHeadersTests {
  @Test func lookupIgnoresCase() {
    let headers: HTTPHeaders = ["Content-Type": "application/json"]
    #expect(headers["content-type"] == "application/json")
    #expect(headers["CONTENT-TYPE"] == "application/json")
  }

  @Test func settingAFieldInAnotherCaseReplacesIt() {
    var headers: HTTPHeaders = ["Accept": "text/plain"]
    headers["ACCEPT"] = "application/json"
    #expect(headers.sortedFields.map(\.value) == ["application/json"])
  }

  @Test func settingNilRemovesTheField() {
    var headers: HTTPHeaders = ["Accept": "text/plain"]
    headers["accept"] = nil
    #expect(headers.isEmpty)
  }

  @Test func fieldNamedTwiceJoinsItsValues() {
    let headers: HTTPHeaders = ["Accept": "text/plain", "accept": "application/json"]
    #expect(headers["Accept"] == "text/plain, application/json")
  }

  @Test func sortedFieldsAreLowercaseAndSortedByName() {
    let headers = HTTPHeaders(["X-B": "2", "X-A": "1"])
    #expect(headers.sortedFields.map(\.name) == ["x-a", "x-b"])
  }

  @Test func descriptionRedactsCredentials() {
    let headers: HTTPHeaders = [
      "Authorization": "Bearer secret", "Cookie": "session=secret", "Accept": "text/plain",
    ]
    #expect(
      headers.description == "[accept: text/plain, authorization: <redacted>, cookie: <redacted>]")
  }

  @Test func dumpRedactsCredentials() {
    let headers: HTTPHeaders = ["Authorization": "Bearer secret"]
    var dumped = ""
    dump(headers, to: &dumped)
    #expect(dumped.contains("<redacted>"))
    #expect(!dumped.contains("secret"))
  }
}
