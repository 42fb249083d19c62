import FuzzSupport

/// Makes the fuzzer's requests from a seed: well-formed ones of every route, inputs with hostile
/// text, pipelined requests, bodies that are not JSON, lengths that lie, heads too large,
/// trickled heads and bodies, stalls, streams ended at once, random bytes and mutations of
/// well-formed requests.
///
/// The request at an index depends only on the seed and the index, so a failure replays from
/// the two alone, whichever thread made it.
struct RequestGenerator: Sendable {
  /// The seed every request is made from.
  let seed: UInt64
  /// The session well-formed inputs use.
  let session: FuzzSession

  /// The kinds of request, each made as often as the others.
  static let kinds = [
    "page", "read", "wrong-host", "input", "hostile-input", "refused-input", "bad-json",
    "pipelined", "huge-head", "huge-body", "bad-length", "trickle", "stall", "garbage", "mutated",
    "head-events", "stream", "trickled-body",
  ]

  /// Texts that have broken parsers and pages before.
  static let hostileTexts = [
    "<img src=x onerror=alert(1)>", "\"; DROP TABLE countries; --", "\\\"\\n", "%00%0d%0a",
    "\u{0}", "\u{7F}\u{1B}[2J", "\u{202E}dlrow", "👩‍👩‍👧‍👦", "Ge\u{301}", "{\"command\":\"quit\"}",
    String(repeating: "A", count: 10_000), "\r\nX-Injected: 1", "${jndi:ldap://x}",
    "../../etc/passwd",
  ]

  /// The request at an index.
  func request(at index: Int) -> FuzzRequest {
    var generator = SplitMix64(seed: seed ^ (UInt64(index) &* 0xD1B5_4A32_D192_ED03))
    let kind = Self.kinds[Int(generator.next() % UInt64(Self.kinds.count))]
    return make(kind, using: &generator)
  }

  /// A request of one kind.
  func make(_ kind: String, using generator: inout SplitMix64) -> FuzzRequest {
    let ok: Set<Int> = [200]
    switch kind {
    case "page":
      // An empty link leads nowhere: its page says why.
      let (path, status) = pick([("/", 200), ("/?x=1", 200), ("/?open=", 404)], &generator)
      return one(kind, get(path, cookie: true), [status])
    case "read":
      let (path, status) = pick(
        [
          ("/screen", 200), ("/dlc.js", 200), ("/dlc.css", 200), ("/dlc.svg", 200), ("/nope", 404),
          ("/input", 405),
        ], &generator)
      let method = Bool.random(using: &generator) ? "GET" : "HEAD"
      var request = one(kind, get(path, cookie: true, method: method), [status])
      request.isHead = method == "HEAD"
      return request
    case "wrong-host":
      let host = pick(["evil.example", "127.0.0.1:1", "localhost.evil:80", "[::1]"], &generator)
      return one(kind, "GET / HTTP/1.1\r\nHost: \(host)\r\n\r\n", [421])
    case "input":
      let line = pick(
        ["tap signIn", "back", "type email demo@example.com", "tab Search"], &generator)
      return one(kind, input(command: line), ok)
    case "hostile-input":
      let text = pick(Self.hostileTexts, &generator)
      let verb = pick(
        ["type query ", "type email ", "tap ", "select results ", "open "], &generator)
      return one(kind, input(command: verb + text), [200, 400])
    case "refused-input":
      let (request, status) = pick(
        [
          (input(command: "tap signIn", token: "wrong"), 403),
          (input(command: "tap signIn", origin: "http://evil.example"), 403),
          (input(command: "tap signIn", type: "text/plain"), 415),
          (input(command: "quit"), 400), (input(command: "expect scene is Login"), 400),
        ],
        &generator)
      return one(kind, request, [status])
    case "bad-json":
      let body = pick(
        [
          "", "{", "[]", "null", "{\"command\":1}", "{\"cmd\":\"tap signIn\"}",
          "{\"command\":\"tap\\u0000signIn\"}", "\u{FEFF}{}", String(repeating: "[", count: 5_000),
        ],
        &generator)
      return one(kind, input(body: body), [400])
    case "pipelined":
      let count = 2 + Int(generator.next() % 4)
      let text = (0..<count).map { _ in
        get(pick(["/screen", "/dlc.svg"], &generator), cookie: true)
      }
      return FuzzRequest(
        kind: kind, chunks: [Array(text.joined().utf8)],
        expectation: .answers(count: count, statuses: ok))
    case "huge-head":
      // Made as bytes: building a 20 KB text character by character is slow in a debug build.
      let filler = [UInt8](
        repeating: UInt8(ascii: "a"), count: 17_000 + Int(generator.next() % 8_000))
      let head = Array("GET / HTTP/1.1\r\nHost: \(session.host)\r\nX-Filler: ".utf8)
      return FuzzRequest(
        kind: kind, chunks: [head + filler + Array("\r\n\r\n".utf8)],
        expectation: .answers(count: 1, statuses: [431]))
    case "huge-body":
      return one(
        kind, input(body: "", length: "\(1_048_577 + Int(generator.next() % 1_000))"), [413])
    case "bad-length":
      let length = pick(["-1", "abc", "1e3", "99999999999999999999", " ", "0x10"], &generator)
      return one(kind, input(body: "{}", length: length), [400])
    case "trickle":
      let bytes = Array(get("/screen", cookie: true).utf8)
      let size = 1 + Int(generator.next() % 24)
      let chunks = stride(from: 0, to: bytes.count, by: size).map {
        Array(bytes[$0..<min($0 + size, bytes.count)])
      }
      return FuzzRequest(
        kind: kind, chunks: chunks, pauseMilliseconds: Int(generator.next() % 2),
        expectation: .answers(count: 1, statuses: ok))
    case "stall":
      let bytes = Array(get("/screen", cookie: true).utf8)
      let cut = Int(generator.next() % UInt64(bytes.count - 1))
      return FuzzRequest(
        kind: kind, chunks: [Array(bytes[..<cut]), []],
        pauseMilliseconds: 5 + Int(generator.next() % 20),
        expectation: .anything)
    case "head-events":
      // Its head alone: a stream's answer to HEAD has no body to stream.
      var request = one(kind, get("/events", cookie: true, method: "HEAD"), ok)
      request.isHead = true
      return request
    case "stream":
      // A stream its client ends at once: the server must see the end and close it, and a
      // session's streams beyond its few close the oldest.
      return FuzzRequest(
        kind: kind, chunks: [Array(get("/events", cookie: true).utf8)], expectation: .anything)
    case "trickled-body":
      // The head at once, then its body a few bytes at a time: the head is read once.
      let bytes = Array(input(command: "tap signIn").utf8)
      let bodyStart = bytes.count - "{\"command\":\"tap signIn\"}".utf8.count
      let size = 1 + Int(generator.next() % 4)
      let body = stride(from: bodyStart, to: bytes.count, by: size).map {
        Array(bytes[$0..<min($0 + size, bytes.count)])
      }
      return FuzzRequest(
        kind: kind, chunks: [Array(bytes[..<bodyStart])] + body,
        pauseMilliseconds: Int(generator.next() % 2), expectation: .answers(count: 1, statuses: ok))
    case "garbage":
      let count = Int(generator.next() % 2_048)
      let bytes = (0..<count).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
      return FuzzRequest(kind: kind, chunks: [bytes], expectation: .anything)
    default:
      let base = make(
        pick(["page", "read", "input", "hostile-input", "pipelined"], &generator), using: &generator
      )
      return FuzzRequest(
        kind: kind, chunks: [Self.mutate(base.bytes, using: &generator)], expectation: .anything)
    }
  }

  /// A well-formed request's bytes with one to four random edits: a byte changed, a range cut,
  /// random bytes or line breaks put in, a range repeated.
  static func mutate(_ original: [UInt8], using generator: inout SplitMix64) -> [UInt8] {
    var bytes = original
    for _ in 0...(generator.next() % 4) where !bytes.isEmpty {
      let at = Int(generator.next() % UInt64(bytes.count))
      switch generator.next() % 5 {
      case 0:
        bytes[at] = UInt8(truncatingIfNeeded: generator.next())
      case 1:
        bytes.removeSubrange(at..<min(bytes.count, at + 1 + Int(generator.next() % 16)))
      case 2:
        bytes.insert(
          contentsOf: (0..<Int(generator.next() % 8)).map { _ in
            UInt8(truncatingIfNeeded: generator.next())
          }, at: at)
      case 3:
        bytes.insert(
          contentsOf: [[13, 10], [10], [13, 10, 13, 10], [0], [58]][Int(generator.next() % 5)],
          at: at)
      default:
        let end = min(bytes.count, at + 1 + Int(generator.next() % 64))
        bytes.insert(contentsOf: bytes[at..<end], at: at)
      }
    }
    return bytes
  }

  // MARK: - Pieces

  private func one(_ kind: String, _ text: String, _ statuses: Set<Int>) -> FuzzRequest {
    FuzzRequest(
      kind: kind, chunks: [Array(text.utf8)], expectation: .answers(count: 1, statuses: statuses))
  }

  private func get(_ path: String, cookie: Bool, method: String = "GET") -> String {
    let cookieLine = cookie ? session.cookieLine : ""
    return "\(method) \(path) HTTP/1.1\r\nHost: \(session.host)\r\n\(cookieLine)\r\n"
  }

  /// `POST /input` with the command JSON-encoded.
  private func input(
    command: String, token: String? = nil, origin: String? = nil,
    type: String = "application/json"
  ) -> String {
    input(
      body: "{\"command\":\(Self.jsonString(command))}", token: token, origin: origin, type: type)
  }

  private func input(
    body: String, length: String? = nil, token: String? = nil, origin: String? = nil,
    type: String = "application/json"
  ) -> String {
    "POST /input HTTP/1.1\r\nHost: \(session.host)\r\nOrigin: \(origin ?? "http://\(session.host)")\r\n"
      + session.cookieLine + "X-DLC-Token: \(token ?? session.token)\r\n"
      + "Content-Type: \(type)\r\nContent-Length: \(length ?? "\(body.utf8.count)")\r\n\r\n\(body)"
  }

  private func pick<Element>(_ choices: [Element], _ generator: inout SplitMix64) -> Element {
    choices[Int(generator.next() % UInt64(choices.count))]
  }

  /// A text as a JSON string, every character outside printable ASCII escaped.
  static func jsonString(_ text: String) -> String {
    var result = "\""
    for unit in text.utf16 {
      switch unit {
      case 0x22: result += "\\\""
      case 0x5C: result += "\\\\"
      case 0x20..<0x7F: result.unicodeScalars.append(Unicode.Scalar(UInt8(unit)))
      default:
        let hex = String(unit, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      }
    }
    return result + "\""
  }
}
