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

  @Test func playsSignInAndSearchWithResultsPushedOverEvents() async throws {
    let serving = try await Serving.start(["--port", "0"])
    let port = try #require(serving.port)
    let host = "127.0.0.1:\(port)"
    let page = try #require(await WebClient(port: port).request("GET", "/", host: host))
    let cookieField: String? = page.header("Set-Cookie")?.split(separator: ";").first
      .map(String.init)
    let cookie = try #require(cookieField)
    let tokenStart = try #require(page.body.range(of: "name=\"dlc-token\" content=\""))
    let token = String(page.body[tokenStart.upperBound...].prefix(32))
    let events = try WebClient(port: port)
    events.send("GET /events HTTP/1.1\r\nHost: \(host)\r\nCookie: \(cookie)\r\n\r\n")
    #expect(await events.event { $0.contains("\"scene\":\"Welcome\"") } != nil)
    let connection = try WebClient(port: port)
    func input(_ command: String) async throws -> String {
      let body = String(
        decoding: try JSONSerialization.data(withJSONObject: ["command": command]), as: UTF8.self)
      let answer = await connection.request(
        "POST", "/input", host: host,
        headers: [
          ("Cookie", cookie), ("Origin", "http://\(host)"), ("X-DLC-Token", token),
          ("Content-Type", "application/json"),
        ], body: body)
      return try #require(
        answer?.status == 200 ? answer?.body : nil, "\(command): \(answer?.status ?? 0)")
    }
    _ = try await input("tap signIn")
    _ = try await input("type email demo@example.com")
    let typed = try await input("type password atlas-demo-1")
    #expect(!typed.contains("atlas-demo-1"))
    _ = try await input("tap submit")
    #expect(await events.event { $0.contains("Signed in as demo@example.com") } != nil)
    _ = try await input("type query Ger")
    // The search is debounced: its results arrive after the answer, pushed with no input.
    let results = await events.event { $0.contains("Germany") }
    #expect(results != nil)
    #expect(results?.contains("atlas-demo-1") == false)
    #expect(await serving.interrupt() == 0)
    let (_, closed) = await events.readToEnd()
    #expect(closed)
  }
}
