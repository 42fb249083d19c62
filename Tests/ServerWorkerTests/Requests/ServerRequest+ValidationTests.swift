import Foundation
import Testing

@testable import ServerWorker

@Suite struct ServerRequestValidationTests {
  @Test func wellFormedRequestIsValid() {
    let request = ServerRequest<EmptyResponse>(method: .get, path: "/a", headers: ["X-Trace": "1"])
    #expect(request.invalidityReason == nil)
  }

  @Test func pathWithoutLeadingSlashIsInvalid() {
    let request = ServerRequest<EmptyResponse>.get("countries")
    #expect(request.invalidityReason == "the path of GET countries does not start with /")
  }

  @Test(arguments: ["a\r\nX-Injected: 1", "a\nb", "a\0b"])
  func headerValueWithLineBreakIsInvalid(_ value: String) {
    let request = ServerRequest<EmptyResponse>(method: .get, path: "/a", headers: ["X-Note": value])
    #expect(
      request.invalidityReason == "the value of the header x-note of GET /a contains a line break")
  }

  @Test(arguments: ["Bad Name", "Bad:Name", ""])
  func headerNameThatIsNoTokenIsInvalid(_ name: String) {
    let request = ServerRequest<EmptyResponse>(method: .get, path: "/a", headers: [name: "1"])
    #expect(request.invalidityReason?.contains("is not a valid HTTP token") == true)
  }
}
