import Testing

@testable import DLCWeb

struct RequestGuardTests {
  private let guarded = RequestGuard(host: "127.0.0.1", port: 8080, allowedHosts: ["atlas.example"])

  @Test func acceptsTheBoundAddressAndLocalhostWithThePort() {
    #expect(guarded.acceptsHost("127.0.0.1:8080"))
    #expect(guarded.acceptsHost("localhost:8080"))
  }

  @Test func refusesAnotherNameOrPort() {
    #expect(!guarded.acceptsHost("evil.example:8080"))
    #expect(!guarded.acceptsHost("127.0.0.1:9090"))
    #expect(!guarded.acceptsHost("127.0.0.1"))
    #expect(!guarded.acceptsHost(nil))
  }

  @Test func onTheIPv6LoopbackAcceptsItInBracketsAndLocalhost() {
    let guarded = RequestGuard(host: "::1", port: 8080, allowedHosts: [])
    #expect(guarded.acceptsHost("[::1]:8080"))
    #expect(guarded.acceptsHost("localhost:8080"))
    #expect(!guarded.acceptsHost("::1:8080"))
    #expect(!guarded.acceptsHost("127.0.0.1:8080"))
  }

  @Test func onEveryIPv6AddressAcceptsBothLoopbacks() {
    let guarded = RequestGuard(host: "::", port: 8080, allowedHosts: [])
    #expect(guarded.acceptsHost("[::1]:8080"))
    #expect(guarded.acceptsHost("127.0.0.1:8080"))
    #expect(guarded.acceptsHost("localhost:8080"))
    #expect(!guarded.acceptsHost("[::]:8080"))
  }

  @Test func acceptsAnAllowedHostOnAnyPort() {
    #expect(guarded.acceptsHost("atlas.example"))
    #expect(guarded.acceptsHost("ATLAS.example:443"))
  }

  @Test func sameOriginIsTheHostTheRequestWasSentTo() {
    func request(origin: String?) -> HTTPRequest {
      var headers: [(name: String, value: String)] = [("host", "127.0.0.1:8080")]
      if let origin {
        headers.append(("origin", origin))
      }
      return HTTPRequest(method: "POST", target: "/input", headers: headers, body: [])
    }
    #expect(guarded.isSameOrigin(request(origin: "http://127.0.0.1:8080")))
    #expect(!guarded.isSameOrigin(request(origin: "http://evil.example")))
    #expect(!guarded.isSameOrigin(request(origin: "null")))
    #expect(!guarded.isSameOrigin(request(origin: nil)))
  }
}
