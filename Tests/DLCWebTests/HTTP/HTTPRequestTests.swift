import Testing

@testable import DLCWeb

struct HTTPRequestTests {
  private func request(_ target: String, headers: [(String, String)] = []) -> HTTPRequest {
    HTTPRequest(
      method: "GET", target: target, headers: headers.map { (name: $0.0, value: $0.1) }, body: [])
  }

  @Test func decodesAQueryValue() {
    let request = request("/?x=1&open=atlas%3A%2F%2Fsearch%3Fq%3DGer+many")
    #expect(request.queryValue("open") == "atlas://search?q=Ger many")
    #expect(request.queryValue("x") == "1")
    #expect(request.queryValue("none") == nil)
    #expect(request.path == "/")
  }

  @Test func findsACookieAmongOthers() {
    let request = request("/", headers: [("cookie", "a=1; dlc-session=abc ;b=2")])
    #expect(request.cookie("dlc-session") == "abc")
    #expect(request.cookie("c") == nil)
  }
}
