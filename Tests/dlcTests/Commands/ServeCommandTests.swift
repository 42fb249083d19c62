import Foundation
import TestSupport
import Testing

/// `dlc serve`, run as a person runs it, played through real sockets as a browser plays it.
struct ServeCommandTests {
  /// A running `dlc serve`, with the address it printed.
  private struct Serving {
    let process: Process
    let firstLine: String
    let errors: Pipe

    static func start(
      _ arguments: [String], program: BuiltProgram? = nil, before: [String] = []
    ) async throws -> Serving {
      let process = Process()
      process.executableURL = try (program ?? BuiltProgram.dlc()).url
      process.arguments = before + ["serve"] + arguments
      var environment = ProcessInfo.processInfo.environment
      environment["NO_COLOR"] = "1"
      process.environment = environment
      let output = Pipe()
      let errors = Pipe()
      process.standardOutput = output
      process.standardError = errors
      try process.run()
      let handle = output.fileHandleForReading
      let line = await offThePool {
        var bytes: [UInt8] = []
        while true {
          let chunk = handle.readData(ofLength: 1)
          guard let byte = chunk.first, byte != UInt8(ascii: "\n") else { break }
          bytes.append(byte)
        }
        return String(decoding: bytes, as: UTF8.self)
      }
      return Serving(process: process, firstLine: line, errors: errors)
    }

    var port: Int? {
      guard let colon = firstLine.lastIndex(of: ":") else { return nil }
      return Int(firstLine[firstLine.index(after: colon)...].prefix { $0.isNumber })
    }

    /// Sends SIGINT and waits for the exit status.
    func interrupt() async -> Int32 {
      process.interrupt()
      return await offThePool { [process] in
        process.waitUntilExit()
        return process.terminationStatus
      }
    }
  }

  @Test func printsOneLineWithTheAddressAndStopsOnSIGINT() async throws {
    let serving = try await Serving.start(["--port", "0"])
    let port = try #require(serving.port)
    #expect(serving.firstLine == "serving dlc at http://127.0.0.1:\(port)/")
    #expect(await serving.interrupt() == 0)
  }

  @Test func withJSONPrintsAReadyRecordCarryingTheAddress() async throws {
    let serving = try await Serving.start(["--port", "0", "--json"])
    defer { serving.process.terminate() }
    let record = try #require(
      try JSONSerialization.jsonObject(with: Data(serving.firstLine.utf8)) as? [String: Any])
    #expect(record["type"] as? String == "ready")
    let url = try #require(record["url"] as? String)
    #expect(url.hasPrefix("http://127.0.0.1:"))
    HostProtocolSchema.expectRecord(serving.firstLine)
  }

  @Test func aHostThatIsNoAddressIsACommandLineThatCannotBeUsed() async throws {
    let result = try await BuiltProgram.dlc().run(["serve", "--host", "bogus"])
    #expect(result.status == 2)
    #expect(result.errors.contains("cannot bind 'bogus'"), "\(result.errors)")
  }

  @Test func anotherHostWarnsThatItSpeaksNoTLS() async throws {
    let serving = try await Serving.start(["--port", "0", "--host", "0.0.0.0"])
    #expect(await serving.interrupt() == 0)
    let errors = String(
      decoding: serving.errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    #expect(errors.contains("no TLS"))
    #expect(errors.contains("reverse proxy"))
  }

  @Test func aCommandThatHoldsTheMainActorStopsTheServerSayingSo() async throws {
    let serving = try await Serving.start(
      ["--port", "0"], program: try BuiltProgram.named("ExploreSamples"),
      before: ["--app", "blocking"])
    let port = try #require(serving.port)
    let host = "127.0.0.1:\(port)"
    let page = try #require(await WebClient(port: port).request("GET", "/", host: host))
    let cookie = try #require(page.header("Set-Cookie")?.split(separator: ";").first)
    let tokenStart = try #require(page.body.range(of: "name=\"dlc-token\" content=\""))
    let token = String(page.body[tokenStart.upperBound...].prefix(32))

    // Never answered: the command holds the main actor until the server stops.
    _ = try await WebClient(port: port).request(
      "POST", "/input", host: host,
      headers: [
        ("Cookie", String(cookie)), ("Origin", "http://\(host)"), ("X-DLC-Token", token),
        ("Content-Type", "application/json"),
      ], body: #"{"command":"tap freeze"}"#)
    let status = await offThePool { [process = serving.process] in
      process.waitUntilExit()
      return process.terminationStatus
    }

    #expect(status == 1)
    let errors = String(
      decoding: serving.errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    #expect(errors.contains("the server's main actor has been held for over 15 s"), "\(errors)")
  }

  /// A browser of a `dlc serve` as a test plays it: the session's cookie, renamed as the server
  /// names the session anew, the page's token, and the stream that follows the screen.
  private final class ServedBrowser {
    let port: Int
    var host: String { "127.0.0.1:\(port)" }
    var cookie = ""
    var token = ""
    var events: WebClient?

    init(port: Int) {
      self.port = port
    }

    func load() async throws -> WebClient.Response {
      let page = try #require(await WebClient(port: port).request("GET", "/", host: host))
      if let field = page.header("Set-Cookie")?.split(separator: ";").first {
        cookie = String(field)
      }
      if let start = page.body.range(of: "name=\"dlc-token\" content=\"") {
        token = String(page.body[start.upperBound...].prefix(32))
      }
      return page
    }

    func follow() throws {
      let events = try WebClient(port: port)
      events.send("GET /events HTTP/1.1\r\nHost: \(host)\r\nCookie: \(cookie)\r\n\r\n")
      self.events = events
    }

    /// Sends an input; when its answer names the session anew, follows the screen under the new
    /// name, as the page does.
    func input(_ command: String) async throws -> String {
      let body = String(
        decoding: try JSONSerialization.data(withJSONObject: ["command": command]), as: UTF8.self)
      let answer = try await WebClient(port: port).request(
        "POST", "/input", host: host,
        headers: [
          ("Cookie", cookie), ("Origin", "http://\(host)"), ("X-DLC-Token", token),
          ("Content-Type", "application/json"),
        ], body: body)
      if let renamed = answer?.header("Set-Cookie")?.split(separator: ";").first {
        cookie = String(renamed)
        try follow()
      }
      return try #require(
        answer?.status == 200 ? answer?.body : nil, "\(command): \(answer?.status ?? 0)")
    }

    func signInToAtlas() async throws {
      _ = try await input("tap signIn")
      _ = try await input("type email demo@example.com")
      let typed = try await input("type password atlas-demo-1")
      #expect(!typed.contains("atlas-demo-1"))
      _ = try await input("tap submit")
    }
  }

  @Test func playsSignInAndSearchWithResultsPushedOverEvents() async throws {
    let serving = try await Serving.start(["--port", "0"])
    let browser = ServedBrowser(port: try #require(serving.port))
    _ = try await browser.load()
    try browser.follow()
    #expect(await browser.events?.event { $0.contains("\"scene\":\"Welcome\"") } != nil)
    try await browser.signInToAtlas()
    #expect(await browser.events?.event { $0.contains("Signed in as demo@example.com") } != nil)
    _ = try await browser.input("type query Ger")
    // The search is debounced: its results arrive after the answer, pushed with no input.
    let results = await browser.events?.event { $0.contains("Germany") }
    #expect(results != nil)
    #expect(results?.contains("atlas-demo-1") == false)
    #expect(await serving.interrupt() == 0)
    let (_, closed) = try #require(await browser.events?.readToEnd())
    #expect(closed)
  }

  @Test func aSignedInPersonsSessionIsNeverTakenForAStrangersPageLoad() async throws {
    let serving = try await Serving.start(["--port", "0", "--max-sessions", "1"])
    defer { serving.process.terminate() }
    let port = try #require(serving.port)
    let person = ServedBrowser(port: port)
    _ = try await person.load()
    let before = person.cookie
    try await person.signInToAtlas()
    _ = try await person.input("tab Favorites")
    #expect(person.cookie != before)

    let stranger = try await ServedBrowser(port: port).load()

    #expect(stranger.status == 503)
    let screen = try #require(
      await WebClient(port: port).request(
        "GET", "/screen", host: person.host, headers: [("Cookie", person.cookie)]))
    #expect(screen.status == 200)
    #expect(screen.body.contains("\"scene\":\"Favorites\""))
  }
}
