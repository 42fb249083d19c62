import Foundation
import FuzzSupport
import ServerWorker
import Synchronization

/// A server that lies: between Atlas's embedded backend and Atlas, it replaces most answers
/// with hostile ones made from a seed — control characters and escape sequences in names,
/// codes that climb out of their path, truncated and garbage JSON, wrong types, huge numbers
/// and long texts, odd statuses — and counts them.
///
/// Sign-in is mostly left alone, so that sessions reach the scenes that ask the server most.
/// There are no server errors (5xx) or 429s: Atlas retries those after waiting in real time.
final class HostileServer: Sendable {
  private let random: Mutex<SplitMix64>
  private let served = Atomic<Int>(0)

  /// - Parameter seed: Decides every answer.
  init(seed: UInt64) {
    random = Mutex(SplitMix64(seed: seed))
  }

  /// How many hostile answers were given.
  var hostileAnswerCount: Int { served.load(ordering: .relaxed) }

  /// The answer Atlas gets for a request the backend answered.
  func answer(_ request: ServerHTTPRequest, _ honest: ServerHTTPResponse) -> ServerHTTPResponse {
    random.withLock { random in
      let roll = Int.random(in: 0..<100, using: &random)
      if request.path == "/login" ? roll < 90 : roll < 10 {
        return honest
      }
      served.add(1, ordering: .relaxed)
      return Self.hostile(honest, for: request, using: &random)
    }
  }

  private static let nastyTexts = [
    "\u{1B}[2J\u{1B}[H", "\u{1B}]0;owned\u{07}", "\u{9B}31m", "\u{0}", "\r\nsignIn: <Forged>",
    "\u{202E}", "\u{7F}\u{85}", "../../logout", "%2F..%2F", "?q=x#y", "\u{FFFD}", "\\u{1B}",
    "\"", "\\", "",
  ]

  private static func nasty(using random: inout SplitMix64) -> String {
    var text = ""
    for _ in 0..<Int.random(in: 1...4, using: &random) {
      text += nastyTexts[Int.random(in: 0..<nastyTexts.count, using: &random)]
      if Bool.random(using: &random) {
        text += ["Ger", "many", "DEU", "Berlin", "ö"][Int.random(in: 0..<5, using: &random)]
      }
    }
    return text
  }

  private static func hostile(
    _ honest: ServerHTTPResponse, for request: ServerHTTPRequest, using random: inout SplitMix64
  ) -> ServerHTTPResponse {
    // No 429 or 5xx: Atlas retries those after waiting in real time.
    let statuses = [200, 200, 200, 200, 201, 204, 301, 400, 401, 403, 404, 418]
    let status = statuses[Int.random(in: 0..<statuses.count, using: &random)]
    let body: Data
    switch Int.random(in: 0..<8, using: &random) {
    case 0:
      body = Data(honest.body.prefix(Int.random(in: 0...max(honest.body.count, 1), using: &random)))
    case 1:
      body = Data(
        (0..<Int.random(in: 0...256, using: &random)).map { _ in
          UInt8.random(in: .min ... .max, using: &random)
        })
    case 2:
      let code = nasty(using: &random)
      let entries = (0..<Int.random(in: 0...12, using: &random)).map { _ in
        ["code": nasty(using: &random), "name": nasty(using: &random)]
      }
      body = json(["countries": entries.map { $0 as Any }, "code": code])
    case 3:
      body = json([
        "code": nasty(using: &random), "name": nasty(using: &random),
        "capital": nasty(using: &random), "region": nasty(using: &random),
        "population": [Int.max, -1, 0, 1e308, "many"][Int.random(in: 0..<5, using: &random)],
      ])
    case 4:
      let long = String(repeating: nasty(using: &random) + "x", count: 1_000)
      body = json(["name": long, "countries": [["code": long, "name": long]]])
    case 5:
      body = Data(String(repeating: "[", count: Int.random(in: 1...5_000, using: &random)).utf8)
    case 6:
      body = json([
        "user": ["id": 1, "email": nasty(using: &random)], "token": nasty(using: &random),
      ])
    default:
      body = honest.body
    }
    return ServerHTTPResponse(
      status: status, headers: ["Content-Type": "application/json"], body: body)
  }

  private static func json(_ object: [String: Any]) -> Data {
    (try? JSONSerialization.data(withJSONObject: object)) ?? Data("{".utf8)
  }
}
