import Testing

@testable import DLCWeb

struct HTTPRequestParserTests {
  private let parser = HTTPRequestParser()

  private func parse(_ text: String) -> HTTPRequestParser.Outcome {
    parser.parse(Array(text.utf8)[...])
  }

  @Test func readsARequestWithItsBody() throws {
    let outcome = parse(
      "POST /input HTTP/1.1\r\nHost: a:1\r\nContent-Length: 5\r\nX-Thing:  b \r\n\r\nhelloGET")
    guard case .request(let request, let length) = outcome else {
      Issue.record("expected a request, got \(outcome)")
      return
    }
    #expect(request.method == "POST")
    #expect(request.target == "/input")
    #expect(request.header("x-thing") == "b")
    #expect(request.body == Array("hello".utf8))
    #expect(
      length
        == "POST /input HTTP/1.1\r\nHost: a:1\r\nContent-Length: 5\r\nX-Thing:  b \r\n\r\nhello"
        .utf8.count)
  }

  @Test func needsMoreUntilTheHeadAndBodyAreComplete() {
    #expect(parse("GET / HTTP/1.1\r\nHost: a") == .needsMore)
    #expect(parse("POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 4\r\n\r\nab") == .needsMore)
  }

  @Test func aHeadOver16KilobytesIs431() {
    let long = "GET / HTTP/1.1\r\nHost: a\r\nX-Long: \(String(repeating: "x", count: 17_000))"
    #expect(parse(long) == .failure(status: 431))
    #expect(parse(long + "\r\n\r\n") == .failure(status: 431))
  }

  @Test func aBodyOverOneMegabyteIs413() {
    #expect(
      parse("POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 1048577\r\n\r\n")
        == .failure(status: 413))
  }

  @Test(arguments: [
    "GET\r\nHost: a\r\n\r\n",
    "GET / HTTP/2.0\r\nHost: a\r\n\r\n",
    "GET nothing HTTP/1.1\r\nHost: a\r\n\r\n",
    "GET / HTTP/1.1\r\nHost a\r\n\r\n",
    "GET / HTTP/1.1\r\n Host: a\r\n\r\n",
    "GET / HTTP/1.1\r\n\r\n",
    "GET / HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n",
    "POST / HTTP/1.1\r\nHost: a\r\nContent-Length: -1\r\n\r\n",
    "POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n",
  ])
  func aMalformedRequestIs400(_ text: String) {
    #expect(parse(text) == .failure(status: 400))
  }

  @Test func aChunkedBodyIsNotImplemented() {
    #expect(
      parse("POST / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n")
        == .failure(status: 501))
  }
}
