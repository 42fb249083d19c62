import FuzzSupport
import Testing

@testable import DLCWebFuzz

private let session = FuzzSession(port: 8_080, cookie: "c00k1e", token: "t0k3n")

@Test func theSameSeedAndIndexMakeTheSameRequest() {
  let first = RequestGenerator(seed: 42, session: session)
  let second = RequestGenerator(seed: 42, session: session)
  for index in [0, 1, 999, 123_456] {
    #expect(first.request(at: index) == second.request(at: index))
  }
}

@Test func anotherSeedMakesOtherRequests() {
  let first = RequestGenerator(seed: 1, session: session)
  let second = RequestGenerator(seed: 2, session: session)
  let differing = (0..<100).filter { first.request(at: $0) != second.request(at: $0) }
  #expect(differing.count > 50)
}

@Test func everyKindIsMadeWithinAThousandRequests() {
  let generator = RequestGenerator(seed: 7, session: session)
  let kinds = Set((0..<1_000).map { generator.request(at: $0).kind })
  #expect(kinds == Set(RequestGenerator.kinds))
}

@Test func aWellFormedInputCarriesTheSessionsCookieTokenAndOrigin() {
  let generator = RequestGenerator(seed: 3, session: session)
  var random = SplitMix64(seed: 3)
  let text = String(decoding: generator.make("input", using: &random).bytes, as: UTF8.self)
  #expect(text.hasPrefix("POST /input HTTP/1.1\r\n"))
  #expect(text.contains("Cookie: dlc-session-\(session.port)=c00k1e\r\n"))
  #expect(text.contains("X-DLC-Token: t0k3n\r\n"))
  #expect(text.contains("Origin: http://127.0.0.1:8080\r\n"))
}

@Test func aHugeHeadIsOverTheSixteenKilobyteLimitAndExpects431() {
  let generator = RequestGenerator(seed: 5, session: session)
  var random = SplitMix64(seed: 5)
  let request = generator.make("huge-head", using: &random)
  #expect(request.bytes.count > 16 * 1_024)
  #expect(request.expectation == .answers(count: 1, statuses: [431]))
}

@Test func pipelinedRequestsExpectOneAnswerEach() {
  let generator = RequestGenerator(seed: 11, session: session)
  var random = SplitMix64(seed: 11)
  let request = generator.make("pipelined", using: &random)
  let count =
    String(decoding: request.bytes, as: UTF8.self).split(separator: "\r\n")
    .filter { $0.hasPrefix("GET ") }.count
  #expect(request.expectation == .answers(count: count, statuses: [200]))
}

@Test func aMutationChangesTheBytes() {
  var random = SplitMix64(seed: 9)
  let original = Array("GET /screen HTTP/1.1\r\nHost: 127.0.0.1:1\r\n\r\n".utf8)
  let changed = (0..<20).filter { _ in RequestGenerator.mutate(original, using: &random) != original
  }
  #expect(changed.count > 15)
}

@Test func jsonStringsEscapeQuotesControlsAndNonASCII() {
  #expect(RequestGenerator.jsonString("a\"\\\u{0}é") == "\"a\\\"\\\\\\u0000\\u00e9\"")
}
