import Foundation
import LoopbackHTTPServer
import ServerWorker
import Testing

@Suite struct ServerRequestTests {
  @Test func queryItemsAreSortedByName() {
    let request = ServerRequest<EmptyResponse>.get(
      "/suggest", query: ["q": "Ger", "limit": "5", "a": "1"])
    #expect(request.queryItems.map(\.name) == ["a", "limit", "q"])
  }

  @Test func queryItemsWithTheSameNameKeepTheirOrder() {
    let request = ServerRequest<EmptyResponse>(
      method: .get,
      path: "/filter",
      queryItems: [
        URLQueryItem(name: "tag", value: "b"), URLQueryItem(name: "all", value: nil),
        URLQueryItem(name: "tag", value: "a"),
      ]
    )
    #expect(request.queryItems.map { $0.value ?? "-" } == ["-", "b", "a"])
  }

  @Test func queryIsEncodedSortedWithReservedAndNonASCIICharactersEscaped() {
    let request = ServerRequest<EmptyResponse>.get(
      "/suggest",
      query: ["q": "Côte d'Ivoire & co", "op": "a+b=c", "emoji": "🌍"]
    )
    let target = ServerHTTPRequest(method: .get, path: request.path, queryItems: request.queryItems)
      .target
    #expect(
      target == "/suggest?emoji=%F0%9F%8C%8D&op=a%2Bb%3Dc&q=C%C3%B4te%20d%27Ivoire%20%26%20co")
  }

  @Test func postEncodesTheBodyAsJSONWithSortedKeys() throws {
    let request = try ServerRequest<EmptyResponse>.post("/countries", body: Country.germany)
    #expect(request.method == .post)
    #expect(request.body == Data(#"{"code":"DEU","name":"Germany"}"#.utf8))
  }

  @Test func putEncodesTheBodyAsJSON() throws {
    let request = try ServerRequest<EmptyResponse>.put("/countries/DEU", body: Country.germany)
    #expect(request.method == .put)
    #expect(request.body == Data(#"{"code":"DEU","name":"Germany"}"#.utf8))
  }

  @Test func unencodableBodyIsAnInvalidRequestThatNamesWhere() {
    struct Reading: Encodable {
      var value: Double
    }
    let error = #expect(throws: ServerError.self) {
      try ServerRequest<EmptyResponse>.post("/readings", body: Reading(value: .nan))
    }
    guard case .invalidRequest(let reason)? = error else {
      Issue.record("Expected an invalid request, got \(String(describing: error))")
      return
    }
    #expect(reason.contains("POST /readings"))
    #expect(reason.contains("at value"))
  }

  @Test func deleteHasNoBody() {
    let request = ServerRequest<EmptyResponse>.delete("/favorites/DEU")
    #expect(request.method == .delete)
    #expect(request.body == nil)
  }

  @Test func timingOutChangesOnlyTheTimeout() {
    let request = ServerRequest<EmptyResponse>(
      method: .get,
      path: "/slow",
      queryItems: [URLQueryItem(name: "q", value: "x")],
      headers: ["X-Trace": "1"]
    )
    let changed = request.timingOut(after: .seconds(2))
    #expect(changed.timeout == .seconds(2))
    #expect(request.timeout == nil)
    #expect(changed.method == request.method)
    #expect(changed.path == request.path)
    #expect(changed.queryItems == request.queryItems)
    #expect(changed.headers == request.headers)
  }

  @Test(arguments: [
    "../../logout", "..", ".", "a/b", "a?b=c", "a#b", "a%2Fb", "\u{1B}[2J\r\nX: y\u{0}", "",
  ])
  func aValueInASegmentReachesTheServerAsOneSegment(value: String) async throws {
    for kind in TransportKind.allCases {
      let log = RequestLog()
      try await kind.withWorker(handler: { request in
        log.record(request)
        return .text("{}", status: 200)
      }) { worker in
        _ = try? await worker.send(
          ServerRequest<EmptyResponse>.get(segments: ["countries", value]))
      }
      #expect(log.count == 1, "\(kind)")
      let request = try #require(log.all.first)
      #expect(request.path == "/countries/\(value)", "\(kind)")
      #expect(
        request.target.split(separator: "/", omittingEmptySubsequences: false).count == 3,
        "\(kind): \(request.target)")
    }
  }
}
